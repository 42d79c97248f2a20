import { parse, serialize, type CookieSerializeOptions } from "cookie";
import {
  type Cookie,
  createCookieFactory,
  createCookieSessionStorageFactory,
  type SignFunction,
  type UnsignFunction,
} from "@remix-run/server-runtime";
import { sealer } from "#seal";

/**
 * Secret cookies (the session, the toasts) are sealed with AES-256-GCM (seal.ts; `#seal` is Web
 * Crypto on an edge runtime, node:crypto on Node): the browser holds them but can neither read
 * nor alter them, so the tokens inside stay unseen even by their owner's browser. Remix's cookie
 * "sign/unsign" hooks carry the sealing; every secret in `secrets` is tried on the way in, so a
 * secret can be rotated.
 */
const seal: SignFunction = (value, secret) => sealer.seal(value, secret);
const unseal: UnsignFunction = (cookie, secret) => sealer.unseal(cookie, secret);

export const createCookie = createCookieFactory({ sign: seal, unsign: unseal });
export const createCookieSessionStorage = createCookieSessionStorageFactory(createCookie);

/**
 * A preference cookie holding its value as plain text ("en", "dark"), so that anything may set
 * or read it; only the allowed values are believed. Same interface as a Remix cookie.
 */
export function createPlainCookie(name: string, options: CookieSerializeOptions, allowed: readonly string[]): Cookie {
  return {
    name,
    isSigned: false,
    expires: options.expires,
    async parse(header) {
      if (!header) return null;
      const value = parse(header)[name];
      return value !== undefined && allowed.includes(value) ? value : null;
    },
    // Per-call options as Remix cookies take them (e.g. `secure` from the load context).
    async serialize(value, overrides) {
      return serialize(name, String(value), { path: "/", sameSite: "lax", ...options, ...overrides });
    },
  };
}
