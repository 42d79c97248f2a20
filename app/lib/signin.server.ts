import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import { GetAuthUserDocument } from "#graphql/generated/operations";
import { ApiError, clientHeaders, gql } from "./api.server";
import { isLanguage } from "./i18n";
import { localeCookie } from "./i18next.server";
import { commitSession, getSession, type SignInState, type Tokens, type WebSession } from "./session.server";
import { redirectWithToast } from "./toast.server";
import type { SignInOutcome } from "./auth.server";

type Step = "code" | "confirmed" | "mfa";

/**
 * The sign-in steps keep their state in the web session. A step opened out of order sends the
 * visitor back to the start: the code page needs a phone, the password and registration pages a
 * confirmed phone, the two-factor page a pending second factor.
 */
export async function requireSignInStep(request: Request, context: AppLoadContext, step: Step) {
  const session = await getSession(request, context);
  if (session.get("tokens")) throw redirect("/profile");
  const signIn = session.get("signIn");
  const ok =
    signIn &&
    (step === "code"
      ? Boolean(signIn.phone)
      : step === "confirmed"
        ? Boolean(signIn.phoneTicket)
        : Boolean(signIn.mfaToken));
  if (!ok) throw redirect("/auth/signin");
  return { session, signIn: signIn as SignInState };
}

/** A code was asked for again before the resend countdown ended. */
export const isResendTooSoon = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === "RESEND_TOO_SOON";

/** When another code may be asked for, as the API counts it (another device may have asked). */
export const resendAtFrom = (error: ApiError) => Date.now() + (error.retryAfter ?? 0) * 1000;

export const secondsUntil = (epochMs: number | undefined) =>
  epochMs ? Math.max(0, Math.ceil((epochMs - Date.now()) / 1000)) : 0;

export async function redirectWithSession(to: string, session: WebSession, context: AppLoadContext) {
  return redirect(to, { headers: { "set-cookie": await commitSession(session, context) } });
}

/** The last step: keep the tokens, take the user's language, greet, and go home. */
export async function finishSignIn(
  request: Request,
  context: AppLoadContext,
  session: WebSession,
  tokens: Tokens,
  greeting: "toast.welcome" | "toast.registered" = "toast.welcome",
) {
  const { getAuthUser: user } = await gql(
    context,
    GetAuthUserDocument,
    {},
    {
      ...clientHeaders(request, context),
      authorization: `Bearer ${tokens.accessToken}`,
    },
  );
  session.unset("signIn");
  session.set("tokens", tokens);
  const headers = new Headers();
  if (isLanguage(user.language)) {
    // The profile's language wins from here on, and stays after logout.
    session.set("language", user.language);
    headers.append("set-cookie", await localeCookie.serialize(user.language, { secure: context.secureCookies }));
  }
  headers.append("set-cookie", await commitSession(session, context));
  return redirectWithToast(
    request,
    context,
    "/profile",
    { type: "success", title: greeting, values: { name: user.name } },
    { headers },
  );
}

/** After a right password: either the second factor, or done. */
export async function continueAfterPassword(
  request: Request,
  context: AppLoadContext,
  session: WebSession,
  outcome: SignInOutcome,
  greeting: "toast.welcome" | "toast.registered" = "toast.welcome",
) {
  if (outcome.kind === "mfa") {
    const signIn = session.get("signIn")!;
    session.set("signIn", {
      ...signIn,
      phoneTicket: undefined,
      mfaToken: outcome.mfaToken,
      mfaSentTo: outcome.sentTo,
      mfaResendAt: Date.now() + outcome.resendAfter * 1000,
    });
    return redirectWithSession("/auth/signin-two-factor-code", session, context);
  }
  return finishSignIn(request, context, session, outcome.tokens, greeting);
}
