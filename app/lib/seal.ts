/**
 * How secret cookies are sealed (cookies.server.ts): AES-256-GCM under SHA-256(secret), a fresh
 * 12-byte IV, and `base64url(iv || ciphertext || tag)`. `#seal` picks the implementation: Web
 * Crypto on an edge runtime (seal.web.ts), node:crypto on Node (seal.node.server.ts), which does
 * the same in microseconds, synchronously, where Web Crypto's promise and thread-pool round trip
 * costs tens of them on every request. Both write and read the same bytes, so a cookie sealed by
 * one is opened by the other.
 */
export interface Sealer {
  seal(value: string, secret: string): Promise<string>;
  /** The value, or false when the cookie was not sealed with this secret or was altered. */
  unseal(cookie: string, secret: string): Promise<string | false>;
}

export const IV_BYTES = 12;
export const TAG_BYTES = 16;
