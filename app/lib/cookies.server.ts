import { parse, serialize, type CookieSerializeOptions } from "cookie";
import {
  type Cookie,
  createCookieFactory,
  createCookieSessionStorageFactory,
  type SignFunction,
  type UnsignFunction,
} from "@remix-run/server-runtime";

/**
 * Secret cookies (the session, the toasts) are sealed with AES-256-GCM through Web Crypto: the
 * browser holds them but can neither read nor alter them, so the tokens inside stay unseen even
 * by their owner's browser. Remix's cookie "sign/unsign" hooks carry the sealing; every secret
 * in `secrets` is tried on the way in, so a secret can be rotated. Web Crypto keeps app/ runnable
 * on any Fetch API runtime (Node, edge workers).
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keys = new Map<string, Promise<CryptoKey>>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest("SHA-256", encoder.encode(secret))
      .then((raw) => crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]));
    keys.set(secret, key);
  }
  return key;
};
const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

const IV_BYTES = 12;

const seal: SignFunction = async (value, secret) => {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(secret), encoder.encode(value)));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64Url(out);
};

const unseal: UnsignFunction = async (cookie, secret) => {
  try {
    const bytes = fromBase64Url(cookie);
    if (bytes.length <= IV_BYTES) return false;
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, IV_BYTES) }, await keyFor(secret), bytes.slice(IV_BYTES));
    return decoder.decode(plain);
  } catch {
    // Not sealed with this secret, or tampered with.
    return false;
  }
};

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
