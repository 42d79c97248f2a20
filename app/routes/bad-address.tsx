import { data } from "@remix-run/server-runtime";
import type { RouteHandle } from "~/lib/route-handle";

/**
 * The answer to an address whose path cannot be decoded (/%FF, /knowledge-base/%ED%A0%80): the
 * host hands such a request to this path instead (server/web-guards.ts, remixUrlOf), and it
 * answers 400 with the site's error page, which says the address cannot be read (root
 * ErrorBoundary, errors.badAddress), in the visitor's language. Served without a script: the
 * browser's router would meet the undecodable address again.
 */
export const handle: RouteHandle = { hydrate: false };

const badAddress = () => {
  throw data(null, { status: 400, statusText: "Bad Request" });
};
export const loader = badAddress;
export const action = badAddress;

/** Never rendered (the loader always throws); a component makes this a page, not a resource route. */
export default function BadAddress() {
  return null;
}
