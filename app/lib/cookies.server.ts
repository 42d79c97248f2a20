import { parse, serialize, type CookieSerializeOptions } from "cookie";
import {
  type Cookie,
  createCookieFactory,
  createCookieSessionStorageFactory,
  type SignFunction,
  type UnsignFunction,
} from "@remix-run/server-runtime";

/**
 * Cookies signed with Web Crypto (HMAC-SHA256), so the web app runs on any runtime with the
 * Fetch API (Node, edge workers) without Node's crypto module.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
};
const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/=+$/, "");
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const sign: SignFunction = async (value, secret) => {
  const signature = await crypto.subtle.sign("HMAC", await keyFor(secret), encoder.encode(value));
  return `${value}.${toBase64(signature)}`;
};

const unsign: UnsignFunction = async (cookie, secret) => {
  const dot = cookie.lastIndexOf(".");
  if (dot < 0) return false;
  const value = cookie.slice(0, dot);
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64(cookie.slice(dot + 1));
  } catch {
    return false;
  }
  const ok = await crypto.subtle.verify("HMAC", await keyFor(secret), signature, encoder.encode(value));
  return ok ? value : false;
};

export const createCookie = createCookieFactory({ sign, unsign });
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
    async serialize(value) {
      return serialize(name, String(value), { path: "/", sameSite: "lax", ...options });
    },
  };
}
