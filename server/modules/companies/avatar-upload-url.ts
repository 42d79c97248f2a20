import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { UUID } from "#graphql/validation/uuid";
import type { Clock } from "../../clock";

/**
 * Where a company's new avatar is sent: PUT /uploads/company-avatar?companyId=<id> with the
 * image's bytes as the body (decision 0011, as the person's photo), by the web half under the
 * caller's token (./avatar-endpoint.ts), or by anyone holding a URL signed below.
 */
export const COMPANY_AVATAR_UPLOAD_PATH = "/uploads/company-avatar";

/**
 * How long a URL from generateCompanyAvatarUploadUrl is taken: the client asks for it with the
 * image already chosen (the name says which), so it is used at once. As long as an access
 * token lives (ACCESS_TOKEN_TTL's default): a copied URL is worth no more than a token would be.
 */
export const COMPANY_AVATAR_UPLOAD_URL_TTL_SECONDS = 300;

/** What a signed upload URL lets its holder do: store one image under `key` as the avatar of `companyId`, as `userId` in `sessionId`. */
export interface CompanyAvatarUploadGrant {
  companyId: string;
  /** The key the image will be stored under (`company-avatars/<companyId>/<128 random bits>.<png|jpg>`). */
  key: string;
  extension: "png" | "jpg";
  userId: string;
  sessionId: string;
}

/** A key for this company's avatar as the server makes them (never taken from a request unsigned). */
const keyPattern = (companyId: string) => new RegExp(`^company-avatars/${companyId}/[0-9a-f]{32}\\.(png|jpg)$`);

/**
 * The signed URLs of the company avatar upload (the spec's generateCompanyAvatarUploadUrl):
 * `/uploads/company-avatar?companyId&key&user&session&expires&signature`, the signature an
 * HMAC-SHA256 over all the others (the company, the key the image will have, the person and
 * session who asked, the expiry) with a key derived from TOKEN_SIGNING_KEY for this one use, as
 * the local storage driver's URLs are made (decision 0011): such a URL's MAC never stands in for
 * a token's signature or a storage URL's, nor the reverse. It is not a token in the query
 * string: it names one company and one object and ends within minutes, and the entry decides
 * with the policy again when it is used. Relative, like the local driver's URLs: the same
 * origin serves it (the Worker passes the PUT on to the API, edge/worker.ts).
 */
export class CompanyAvatarUploadUrls {
  private readonly key: Buffer;

  constructor(
    signingKey: string,
    private readonly clock: Clock,
    private readonly ttlSeconds = COMPANY_AVATAR_UPLOAD_URL_TTL_SECONDS,
  ) {
    this.key = createHmac("sha256", signingKey).update("vhold/company-avatar-upload-url/v1").digest();
  }

  private mac(grant: CompanyAvatarUploadGrant, expires: number): Buffer {
    // Newline-separated: none of the parts can hold one (ids and a key checked by pattern).
    return createHmac("sha256", this.key)
      .update([grant.companyId, grant.key, grant.userId, grant.sessionId, expires].join("\n"))
      .digest();
  }

  /** A fresh key for the image and the URL to PUT it to, valid ttlSeconds from now (not rounded: used once, never cached). */
  sign(
    who: { companyId: string; userId: string; sessionId: string },
    extension: "png" | "jpg",
  ): { grant: CompanyAvatarUploadGrant; url: string; expiresAt: Date } {
    const grant: CompanyAvatarUploadGrant = {
      ...who,
      key: `company-avatars/${who.companyId}/${randomBytes(16).toString("hex")}.${extension}`,
      extension,
    };
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.ttlSeconds;
    const query = new URLSearchParams({
      companyId: grant.companyId,
      key: grant.key,
      user: grant.userId,
      session: grant.sessionId,
      expires: String(expires),
      signature: this.mac(grant, expires).toString("base64url"),
    });
    return { grant, url: `${COMPANY_AVATAR_UPLOAD_PATH}?${query}`, expiresAt: new Date(expires * 1000) };
  }

  /** Whether the URL asks to be taken by its signature (rather than by a bearer token). */
  static isSigned(url: URL): boolean {
    return url.searchParams.has("signature");
  }

  /**
   * The grant a URL of ours carries, when its signature holds over every part and it has not
   * expired; null for anything else (a changed part, another key's signature, past its expiry:
   * the same answer, so nothing is learnt from which).
   */
  verify(url: URL): CompanyAvatarUploadGrant | null {
    const get = (name: string) => url.searchParams.get(name) ?? "";
    const [companyId, key, userId, sessionId, expires] = [
      get("companyId"),
      get("key"),
      get("user"),
      get("session"),
      get("expires"),
    ];
    if (![companyId, userId, sessionId].every((id) => UUID.test(id)) || !/^\d{1,12}$/.test(expires)) return null;
    const extension = keyPattern(companyId).exec(key)?.[1] as CompanyAvatarUploadGrant["extension"] | undefined;
    if (!extension) return null;
    const grant = { companyId, key, extension, userId, sessionId };
    const given = Buffer.from(get("signature"), "base64url");
    const wanted = this.mac(grant, Number(expires));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
    if (Number(expires) * 1000 <= this.clock.now().getTime()) return null;
    return grant;
  }
}
