import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { Clock } from "../../clock";

const ISSUER = "vhold";

type TokenKind = "access" | "phone" | "mfa";

export interface AccessClaims {
  userId: string;
  sessionId: string;
}
export interface PhoneTicketClaims {
  phone: string;
  codeId: string;
}
export interface MfaClaims {
  userId: string;
  codeId: string;
}

/** Signed tokens (HS256 JWTs) and the one-way hashes of codes and refresh tokens. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    signingKey: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(signingKey);
  }

  private async sign(kind: TokenKind, subject: string, claims: Record<string, string>, ttlSeconds: number) {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ ...claims, typ: kind })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setAudience(kind)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(this.key);
  }

  /** Returns the claims, or null for a token that is forged, of another kind, or expired. */
  private async verify(kind: TokenKind, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: kind,
        algorithms: ["HS256"],
        currentDate: this.clock.now(),
      });
      return payload.typ === kind ? (payload as Record<string, unknown>) : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  signAccess(claims: AccessClaims, ttlSeconds: number) {
    return this.sign("access", claims.userId, { sid: claims.sessionId }, ttlSeconds);
  }
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const p = await this.verify("access", token);
    return p && typeof p.sub === "string" && typeof p.sid === "string" ? { userId: p.sub, sessionId: p.sid } : null;
  }

  signPhoneTicket(claims: PhoneTicketClaims, ttlSeconds: number) {
    return this.sign("phone", claims.phone, { cid: claims.codeId }, ttlSeconds);
  }
  async verifyPhoneTicket(token: string): Promise<PhoneTicketClaims | null> {
    const p = await this.verify("phone", token);
    return p && typeof p.sub === "string" && typeof p.cid === "string" ? { phone: p.sub, codeId: p.cid } : null;
  }

  signMfa(claims: MfaClaims, ttlSeconds: number) {
    return this.sign("mfa", claims.userId, { cid: claims.codeId }, ttlSeconds);
  }
  async verifyMfa(token: string): Promise<MfaClaims | null> {
    const p = await this.verify("mfa", token);
    return p && typeof p.sub === "string" && typeof p.cid === "string" ? { userId: p.sub, codeId: p.cid } : null;
  }

  /** HMAC of a one-time code, bound to its row so equal codes hash differently. */
  hashCode(codeId: string, code: string): string {
    return createHmac("sha256", this.key).update(`${codeId}:${code}`).digest("base64url");
  }
  codeMatches(codeId: string, code: string, hash: string): boolean {
    const a = Buffer.from(this.hashCode(codeId, code));
    const b = Buffer.from(hash);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Refresh tokens are random and long, so a plain SHA-256 is enough to store them. */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * The successor of a refresh token, sealed (AES-256-GCM) with a key that only the token itself
 * yields. Whoever presents the token again within the grace gets the very same successor back
 * instead of a fork, while the database alone (which keeps hashes) cannot open it.
 */
const successorKey = (token: string) => createHmac("sha256", token).update("vhold refresh-token successor").digest();

export function sealSuccessor(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", successorKey(token), iv);
  const sealed = Buffer.concat([cipher.update(successor, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The successor sealed with `token`, or null when the seal does not open with it. */
export function openSuccessor(token: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", successorKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
