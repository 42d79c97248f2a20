import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirectWithSession } from "~/lib/signin.server";
import { getSession } from "~/lib/session.server";
import { INVITE_TOKEN } from "#graphql/validation/roles";

/**
 * Public: keeps the invite token from the link in the session and goes home. The invitation
 * is taken up on /profile after sign-in or registration (acceptRoleInviteLink, _app.profile.tsx).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const token = (params.id ?? "").trim();
  // Only what could be a link's token is kept: anything else was never a link of ours.
  if (INVITE_TOKEN.test(token)) session.set("inviteToken", token);
  return redirectWithSession("/", session, context);
}
