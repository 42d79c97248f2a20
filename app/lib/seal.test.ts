import { describe, expect, it } from "vitest";
import { sealer as nodeSealer } from "./seal.node.server";
import { sealer as webSealer } from "./seal.web";

const secret = "a-secret-of-the-web-session-0123456789";
const value = "eyJ0b2tlbnMiOnsiYWNjZXNzVG9rZW4iOiJleUpoYkdjaU9pSklVekkxTmlKOS5zZWNyZXQifX0=";

describe("sealing secret cookies: Node and Web Crypto agree", () => {
  it("opens on Node what Web Crypto sealed (the edge's cookie on a Node host), and the other way", async () => {
    expect(await nodeSealer.unseal(await webSealer.seal(value, secret), secret)).toBe(value);
    expect(await webSealer.unseal(await nodeSealer.seal(value, secret), secret)).toBe(value);
  });

  it("seals the same value differently each time (a fresh IV)", async () => {
    for (const sealer of [nodeSealer, webSealer]) {
      expect(await sealer.seal(value, secret)).not.toBe(await sealer.seal(value, secret));
    }
  });

  it("refuses alike what was altered, sealed with another secret, cut short or is not base64url", async () => {
    const sealed = await nodeSealer.seal(value, secret);
    const flipped = sealed.slice(0, 30) + (sealed[30] === "A" ? "B" : "A") + sealed.slice(31);
    const cases = [flipped, sealed.slice(0, 20), "", "not base64!", `${sealed}*`, sealed.slice(0, -2)];
    for (const sealer of [nodeSealer, webSealer]) {
      for (const cookie of cases) expect(await sealer.unseal(cookie, secret)).toBe(false);
      expect(await sealer.unseal(sealed, "another-secret-0123456789abcdefghij")).toBe(false);
    }
  });
});
