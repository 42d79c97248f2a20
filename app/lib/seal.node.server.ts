import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { IV_BYTES, TAG_BYTES, type Sealer } from "./seal";

/** The sealing of seal.ts with node:crypto: what the Node build resolves `#seal` to. */
const keys = new Map<string, Buffer>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = createHash("sha256").update(secret).digest();
    keys.set(secret, key);
  }
  return key;
};

export const sealer: Sealer = {
  async seal(value, secret) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv);
    const sealed = Buffer.concat([iv, cipher.update(value, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return sealed.toString("base64url");
  },
  async unseal(cookie, secret) {
    // Web Crypto's atob refuses what is not base64; Buffer skips it, so refuse it here alike.
    if (!/^[A-Za-z0-9_-]*$/.test(cookie)) return false;
    const bytes = Buffer.from(cookie, "base64url");
    if (bytes.length < IV_BYTES + TAG_BYTES) return false;
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    } catch {
      // Not sealed with this secret, or tampered with.
      return false;
    }
  },
};
