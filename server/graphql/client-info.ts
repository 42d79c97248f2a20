import { isLanguage } from "#graphql/languages";
import { UUID } from "#graphql/validation/uuid";
import { isIP } from "node:net";
import type { ClientInfo } from "./viewer";

/** The eight 16-bit groups of an IPv6 address (with "::" and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split("%")[0]; // a zone (fe80::1%eth0) names an interface, not a host
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1].split(".").map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(rest);
  const groups =
    rest === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The client's network as the per-address limit counts it: an IPv4 address as it is (also when
 * it arrives IPv4-mapped, ::ffff:203.0.113.7), an IPv6 address by its /64. One subscriber
 * usually holds a whole /64 and can pick any of its 2^64 addresses, so counting single IPv6
 * addresses would be no limit at all.
 */
export function addressKey(address: string | null | undefined): string | null {
  const text = address?.trim();
  if (!text) return null;
  const family = isIP(text.split("%")[0]);
  if (family === 4) return text;
  if (family !== 6) return null;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/**
 * Who is at the other end. The web server calls the API on the browser's behalf, so it forwards
 * the browser's address, device and language in x-client-* headers; those are believed only
 * from a caller holding the API key. Otherwise the address is the one the HTTP layer saw.
 */
export function readClient(request: Request, trusted: boolean, peerAddress: string | null = null): ClientInfo {
  const h = request.headers;
  const forwarded = trusted ? h.get("x-client-address") : null;
  const device = (trusted ? h.get("x-client-device") : null) ?? h.get("user-agent") ?? "unknown";
  const wanted = ((trusted ? h.get("x-client-language") : null) ?? h.get("accept-language") ?? "uk").slice(0, 2);
  const language = isLanguage(wanted) ? wanted : "uk";
  return { address: addressKey(forwarded) ?? addressKey(peerAddress), device, language };
}

/** x-current-role-id when it holds an id; anything else names no role. */
export const currentRoleOf = (request: Request) => {
  const value = request.headers.get("x-current-role-id")?.trim() ?? "";
  return UUID.test(value) ? value.toLowerCase() : null;
};
