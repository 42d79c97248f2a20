import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { TokenService } from "./tokens";

const KEY = "a-token-signing-key-0123456789abcdefgh";
const at = (iso: string) => ({ now: () => new Date(iso) });
const b64 = (value: unknown) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
const signRaw = (header: unknown, payload: unknown, key = KEY) => {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac("sha256", key).update(head).digest("base64url")}`;
};

describe("signed tokens: verification", () => {
  const issuedAt = Math.floor(Date.parse("2026-11-27T10:00:00Z") / 1000);
  const claims = { userId: "8b0a5f5e-1c2d-4e3f-9a8b-7c6d5e4f3a2b", sessionId: "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0" };

  it("believes its own access token until it expires, as jose's jwtVerify does", async () => {
    const tokens = new TokenService(KEY, at("2026-11-27T10:00:00Z"));
    const token = await tokens.signAccess(claims, 300);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    // jose agrees on the same token, to the second.
    const key = new TextEncoder().encode(KEY);
    const options = { issuer: "vhold", audience: "access", algorithms: ["HS256"] };
    await expect(
      jwtVerify(token, key, { ...options, currentDate: new Date((issuedAt + 299) * 1000) }),
    ).resolves.toBeTruthy();
    await expect(
      jwtVerify(token, key, { ...options, currentDate: new Date((issuedAt + 300) * 1000) }),
    ).rejects.toThrow();
    expect(await new TokenService(KEY, at("2026-11-27T10:04:59Z")).verifyAccess(token)).toEqual(claims);
    expect(await new TokenService(KEY, at("2026-11-27T10:05:00Z")).verifyAccess(token)).toBeNull();
  });

  it("refuses a token of another kind, another key, or altered", async () => {
    const tokens = new TokenService(KEY, at("2026-11-27T10:00:00Z"));
    const ticket = await tokens.signPhoneTicket({ phone: "+380671234567", codeId: claims.sessionId }, 300);
    expect(await tokens.verifyAccess(ticket)).toBeNull();
    expect(await tokens.verifyPhoneTicket(ticket)).toEqual({ phone: "+380671234567", codeId: claims.sessionId });
    const access = await tokens.signAccess(claims, 300);
    expect(
      await new TokenService("another-signing-key-0123456789abcdef", at("2026-11-27T10:00:00Z")).verifyAccess(access),
    ).toBeNull();
    const [head, payload, signature] = access.split(".");
    const forgedPayload = b64({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "someone-else" });
    expect(await tokens.verifyAccess(`${head}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await tokens.verifyAccess(`${head}.${payload}.${signature!.slice(0, -2)}`)).toBeNull();
    expect(await tokens.verifyAccess(`${head}.${payload}`)).toBeNull();
    expect(await tokens.verifyAccess("")).toBeNull();
    expect(await tokens.verifyAccess("not.a.token")).toBeNull();
  });

  it("believes only the header it writes: no 'none', no other algorithm, no extra parameters", async () => {
    const tokens = new TokenService(KEY, at("2026-11-27T10:00:00Z"));
    const payload = {
      sid: claims.sessionId,
      typ: "access",
      iss: "vhold",
      aud: "access",
      sub: claims.userId,
      iat: issuedAt,
      exp: issuedAt + 300,
    };
    expect(await tokens.verifyAccess(signRaw({ alg: "HS256" }, payload))).toEqual(claims);
    expect(await tokens.verifyAccess(`${b64({ alg: "none" })}.${b64(payload)}.`)).toBeNull();
    expect(await tokens.verifyAccess(signRaw({ alg: "HS512" }, payload))).toBeNull();
    expect(await tokens.verifyAccess(signRaw({ alg: "HS256", crit: ["b64"], b64: false }, payload))).toBeNull();
    expect(await tokens.verifyAccess(signRaw({ alg: "HS256", kid: "x" }, payload))).toBeNull();
  });

  it("refuses claims it did not write: another issuer or audience, no expiry, not yet valid, not an object", async () => {
    const tokens = new TokenService(KEY, at("2026-11-27T10:00:00Z"));
    const good = {
      sid: claims.sessionId,
      typ: "access",
      iss: "vhold",
      aud: "access",
      sub: claims.userId,
      iat: issuedAt,
      exp: issuedAt + 300,
    };
    const bad = [
      { ...good, iss: "someone" },
      { ...good, aud: ["access"] },
      { ...good, typ: "phone" },
      { ...good, exp: undefined },
      { ...good, exp: String(issuedAt + 300) },
      { ...good, nbf: issuedAt + 10 },
      { ...good, iat: "yesterday" },
    ];
    for (const payload of bad) expect(await tokens.verifyAccess(signRaw({ alg: "HS256" }, payload))).toBeNull();
    for (const payload of ["[]", "null", "42", "{not json"]) {
      const head = `${b64({ alg: "HS256" })}.${Buffer.from(payload).toString("base64url")}`;
      expect(
        await tokens.verifyAccess(`${head}.${createHmac("sha256", KEY).update(head).digest("base64url")}`),
      ).toBeNull();
    }
    // What jose's SignJWT writes is what is believed (the header included).
    const viaJose = await new SignJWT({ sid: claims.sessionId, typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("vhold")
      .setAudience("access")
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .sign(new TextEncoder().encode(KEY));
    expect(await tokens.verifyAccess(viaJose)).toEqual(claims);
  });
});
