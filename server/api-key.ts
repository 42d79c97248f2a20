import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether a request carries the web server's API key, compared in constant time: both sides are
 * hashed to 32 bytes first, so neither the time taken nor a length check tells a guesser how
 * much of a guess was right.
 */
export function apiKeyCheck(expected: string): (presented: string | null | undefined) => boolean {
  const wanted = digest(expected);
  return (presented) =>
    typeof presented === "string" && presented.length > 0 && timingSafeEqual(digest(presented), wanted);
}
