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
import { companiesPolicy } from "./policy";
import { companyAvatarTooLarge, type CompanyProfileService } from "./profile";

/**
 * Where the web half sends a company's new avatar: PUT /uploads/company-avatar?companyId=<id>
 * with the image's bytes as the body (decision 0011, as the person's photo).
 */
export const COMPANY_AVATAR_UPLOAD_PATH = "/uploads/company-avatar";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });

const STATUS: Record<string, number> = { UNAUTHENTICATED: 401, OWNER_NOT_FOUND: 404, FORBIDDEN: 403, COMPANY_SUSPENDED: 403, COMPANY_WITHOUT_DIRECTOR: 403 };

/**
 * The company avatar upload: a signed-in caller (the Bearer access token of /graphql) whom the
 * companies policy lets do `company.update` in the company named by `companyId` (owners and the
 * director: updateCompany's rule, decided by the same authorize() as every resolver), one raw
 * image of at most COMPANY_AVATAR_MAX_BYTES. The policy is checked before the body is read.
 * Answers in GraphQL's response shape: `{ data: { avatar } }` or `{ errors: [...] }`.
 */
export function createCompanyAvatarEndpoint(deps: {
  db: Database;
  features: ActorFeatures;
  apiKey: string;
  authenticate: (accessToken: string) => Promise<Viewer | null>;
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
      const authorization = request.headers.get("authorization") ?? "";
      const bearer = authorization.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
      const viewer = bearer ? await deps.authenticate(bearer) : null;
      if (!viewer) return fail(new DomainError("UNAUTHENTICATED", "Sign in first"));
      const companyId = new URL(request.url).searchParams.get("companyId") ?? "";
      const actor = await authorize(
        {
          viewer,
          currentRoleId: currentRoleOf(request),
          client: readClient(request, isApiKey(request.headers.get("x-api-key"))),
          loaders: { companyActor: createCompanyActorLoader(deps.db, deps.features) },
        },
        companiesPolicy,
        "company.update",
        UUID.test(companyId) ? { companyId: companyId.toLowerCase() } : null,
      );
      const limited = await readLimited(request, COMPANY_AVATAR_MAX_BYTES);
      if (!limited) return answer(413, avatarFailure(companyAvatarTooLarge()));
      const company = await deps.profile().uploadAvatar(actor, new Uint8Array(await limited.arrayBuffer()));
      return answer(200, { data: { avatar: await deps.profile().urlOf(company.avatar) } });
    } catch (error) {
      if (error instanceof DomainError) return fail(error);
      deps.logger.error({ err: error }, "a company avatar upload failed");
      if (request.body && !request.body.locked) await request.body.cancel().catch(() => undefined);
      return answer(500, { errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
    }
  };
}
