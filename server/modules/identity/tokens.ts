import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";
import { SignJWT } from "jose";
import type { Clock } from "../../clock";

const ISSUER = "vhold";
/** The protected header `sign` writes, base64url-encoded: the only one `verify` accepts. */
const SIGNED_HEADER = Buffer.from(JSON.stringify({ alg: "HS256" })).toString("base64url");
const BASE64URL = /^[A-Za-z0-9_-]+$/;

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

  /**
   * Returns the claims, or null for a token that is forged, of another kind, or expired. Only
   * tokens as `sign` writes them are believed: the header exactly `{"alg":"HS256"}`, an HMAC-SHA256
   * signature, this issuer, the kind as audience and as typ, and not expired (exp after now, as
   * jose's jwtVerify decides; nbf, if present, not in the future). Checked with node:crypto, in
   * microseconds: it runs on every request that carries a token, where jose's Web Crypto
   * verification cost tens of them (docs/decisions/0021).
   */
  private async verify(kind: TokenKind, token: string): Promise<Record<string, unknown> | null> {
    const parts = token.split(".");
    if (parts.length !== 3 || parts[0] !== SIGNED_HEADER || !BASE64URL.test(parts[1]!) || !BASE64URL.test(parts[2]!))
      return null;
    const signature = Buffer.from(parts[2]!, "base64url");
    const expected = createHmac("sha256", this.key).update(`${parts[0]}.${parts[1]}`).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8"));
    } catch {
      return null;
    }
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
    const p = payload as Record<string, unknown>;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    if (p.iss !== ISSUER || p.aud !== kind || p.typ !== kind) return null;
    if (typeof p.exp !== "number" || p.exp <= now) return null;
    if (p.nbf !== undefined && (typeof p.nbf !== "number" || p.nbf > now)) return null;
    if (p.iat !== undefined && typeof p.iat !== "number") return null;
    return p;
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
