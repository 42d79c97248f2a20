import { isLanguage } from "#graphql/languages";
import type { ClientInfo } from "../modules/identity/service";

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
  return { address: forwarded || peerAddress, device, language };
}
