import { COMPANY_AVATAR_MAX_BYTES } from "#graphql/validation/company-limits";
import { UUID } from "#graphql/validation/uuid";
import { apiKeyCheck } from "../../api-key";
import { createCompanyActorLoader, type ActorFeatures } from "../../authz/actor";
import { authorize } from "../../authz/policy";
import type { Database } from "../../db/client";
import { DomainError } from "../../errors";
import { currentRoleOf, readClient } from "../../graphql/client-info";
import type { Logger } from "../../logger";
import { readLimited } from "../../web-guards";
import type { Viewer } from "../identity/model";
import { avatarFailure } from "../users/avatar-endpoint";
import { CompanyAvatarUploadUrls, type CompanyAvatarUploadGrant } from "./avatar-upload-url";
import { companiesPolicy } from "./policy";
import { companyAvatarTooLarge, type CompanyProfileService } from "./profile";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });

const STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  OWNER_NOT_FOUND: 404,
  FORBIDDEN: 403,
  COMPANY_SUSPENDED: 403,
  COMPANY_WITHOUT_DIRECTOR: 403,
};

/** A signed URL that is not ours, was changed, has expired or whose session has ended: one answer for each. */
const badUploadUrl = () => new DomainError("FORBIDDEN", "This upload URL is not valid: ask for a new one");

/**
 * The company avatar upload, one raw image of at most COMPANY_AVATAR_MAX_BYTES, from either
 *  - a signed-in caller (the Bearer access token of /graphql) naming the company by `companyId`,
 *    in the role x-current-role-id names (the web half's way), or
 *  - the holder of a URL from generateCompanyAvatarUploadUrl: no token, the signature names the
 *    company, the key, the person and session who asked, and an expiry. The session must still
 *    be live (the bearer check's rule: signing out or a blocked account ends its URLs too), and
 *    the image is stored under the key the URL promised.
 * Either way the companies policy decides before the body is read: `company.update` (owners and
 * the director: updateCompany's rule, decided by the same authorize() as every resolver), again
 * for a signed URL, whose maker passed it when the URL was made (a director replaced since is
 * refused). Then the image is judged from its own bytes as ever. Answers in GraphQL's response
 * shape: `{ data: { avatar } }` or `{ errors: [...] }`.
 */
export function createCompanyAvatarEndpoint(deps: {
  db: Database;
  features: ActorFeatures;
  apiKey: string;
  authenticate: (accessToken: string) => Promise<Viewer | null>;
  /** Whether the session a signed URL names is still live for its person. */
  sessionIsLive: (viewer: Viewer) => Promise<boolean>;
  profile: () => CompanyProfileService;
  logger: Logger;
}) {
  const isApiKey = apiKeyCheck(deps.apiKey);
  return async (request: Request): Promise<Response> => {
    const fail = async (error: DomainError, status = STATUS[error.code] ?? 400) => {
      // A body not read yet is dropped (one already read by readLimited is locked).
      if (request.body && !request.body.locked) await request.body.cancel().catch(() => undefined);
      return answer(status, avatarFailure(error));
    };
    try {
      const url = new URL(request.url);
      let viewer: Viewer | null;
      let grant: CompanyAvatarUploadGrant | null = null;
      if (CompanyAvatarUploadUrls.isSigned(url)) {
        grant = deps.profile().readUploadUrl(url);
        viewer = grant && { userId: grant.userId, sessionId: grant.sessionId };
        if (!viewer || !(await deps.sessionIsLive(viewer))) return fail(badUploadUrl());
      } else {
        const authorization = request.headers.get("authorization") ?? "";
        const bearer = authorization.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
        viewer = bearer ? await deps.authenticate(bearer) : null;
        if (!viewer) return fail(new DomainError("UNAUTHENTICATED", "Sign in first"));
      }
      const companyId = grant?.companyId ?? url.searchParams.get("companyId") ?? "";
      const actor = await authorize(
        {
          viewer,
          // A signed URL acts in every role its maker holds: it was made in vHub's current role,
          // which the policy checked then; a browser's PUT carries no role of its own.
          currentRoleId: grant ? null : currentRoleOf(request),
          client: readClient(request, isApiKey(request.headers.get("x-api-key"))),
          loaders: { companyActor: createCompanyActorLoader(deps.db, deps.features) },
        },
        companiesPolicy,
        "company.update",
        UUID.test(companyId) ? { companyId: companyId.toLowerCase() } : null,
      );
      const limited = await readLimited(request, COMPANY_AVATAR_MAX_BYTES);
      if (!limited) return answer(413, avatarFailure(companyAvatarTooLarge()));
      const company = await deps
        .profile()
        .uploadAvatar(actor, new Uint8Array(await limited.arrayBuffer()), grant ? { key: grant.key } : {});
      return answer(200, { data: { avatar: await deps.profile().urlOf(company.avatar) } });
    } catch (error) {
      if (error instanceof DomainError) return fail(error);
      deps.logger.error({ err: error }, "a company avatar upload failed");
      if (request.body && !request.body.locked) await request.body.cancel().catch(() => undefined);
      return answer(500, {
        errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
      });
    }
  };
}
