import { AVATAR_MAX_BYTES } from "#graphql/validation/user-limits";
import { DomainError } from "../../errors";
import type { Logger } from "../../logger";
import { readLimited } from "../../web-guards";
import type { Viewer } from "../identity/model";
import { avatarTooLarge, type AvatarService } from "./avatar";

/** Where the web half sends a new photo: PUT with the image's bytes as the body (declared by the module). */
export const AVATAR_UPLOAD_PATH = "/uploads/avatar";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });

/** The GraphQL-shaped error answer (the web half reads it as any API error). */
export const avatarFailure = (error: DomainError) => ({
  errors: [{ message: error.message, extensions: { code: error.code, ...error.details } }],
});
const failure = (status: number, error: DomainError) => answer(status, avatarFailure(error));

/**
 * The photo upload (decision 0011): the only API entry that takes a file, so it takes one file,
 * raw, of at most AVATAR_MAX_BYTES, from a signed-in caller (the same Bearer access token as
 * /graphql), for the caller's own profile and nobody else's: no user id is read from the request.
 * Answers in GraphQL's response shape, so the web half reads errors as it reads any API error:
 * `{ data: { avatar } }`, or `{ errors: [{ extensions: { code, fields } }] }` (401 UNAUTHENTICATED,
 * 400/413 BAD_USER_INPUT with fields.avatar).
 */
export function createAvatarEndpoint(deps: {
  authenticate: (accessToken: string) => Promise<Viewer | null>;
  avatars: () => AvatarService;
  logger: Logger;
}) {
  return async (request: Request): Promise<Response> => {
    const authorization = request.headers.get("authorization") ?? "";
    const bearer = authorization.startsWith("Bearer ") ? authorization.slice(7).trim() : "";
    const viewer = bearer ? await deps.authenticate(bearer) : null;
    if (!viewer) {
      await request.body?.cancel();
      return failure(401, new DomainError("UNAUTHENTICATED", "Sign in first"));
    }
    const limited = await readLimited(request, AVATAR_MAX_BYTES);
    if (!limited) return failure(413, avatarTooLarge());
    try {
      const user = await deps.avatars().upload(viewer, new Uint8Array(await limited.arrayBuffer()));
      return answer(200, { data: { avatar: await deps.avatars().urlOf(user.avatar) } });
    } catch (error) {
      if (error instanceof DomainError) return failure(error.code === "USER_NOT_FOUND" ? 404 : 400, error);
      deps.logger.error({ err: error }, "a photo upload failed");
      return answer(500, {
        errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }],
      });
    }
  };
}
