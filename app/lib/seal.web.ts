import { IV_BYTES, type Sealer } from "./seal";

/** The sealing of seal.ts with Web Crypto: what the edge build resolves `#seal` to. */
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
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

export const sealer: Sealer = {
  async seal(value, secret) {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(secret), encoder.encode(value)),
    );
    const out = new Uint8Array(IV_BYTES + sealed.length);
    out.set(iv);
    out.set(sealed, IV_BYTES);
    return toBase64Url(out);
  },
  async unseal(cookie, secret) {
    try {
      const bytes = fromBase64Url(cookie);
      if (bytes.length <= IV_BYTES) return false;
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.slice(0, IV_BYTES) },
        await keyFor(secret),
        bytes.slice(IV_BYTES),
      );
      return decoder.decode(plain);
    } catch {
      // Not sealed with this secret, or tampered with.
      return false;
    }
  },
};
