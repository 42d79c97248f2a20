import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirectWithSession } from "~/lib/signin.server";
import { getSession } from "~/lib/session.server";

/**
 * Public: keeps the invite token from the link in the session and goes home. The invitation
 * is taken up on /profile after sign-in or registration (acceptRoleInviteLink, _app.profile.tsx).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const token = (params.id ?? "").trim();
  if (/^[A-Za-z0-9_-]{1,128}$/.test(token)) session.set("inviteToken", token);
  return redirectWithSession("/", session, context);
}
