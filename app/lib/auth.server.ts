import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { data, redirect, type AppLoadContext } from "@remix-run/server-runtime";
import type { Variables } from "graphql-request";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { NO_REFRESH_TOKEN, TokenError, type ErrorCode, type ErrorExtensions } from "#graphql/errors";
import {
  GetAuthUserDocument,
  SignOutDocument,
  UpdateAuthUserLanguageDocument,
  type AuthUserFieldsFragment,
} from "#graphql/generated/operations";
import { ApiError, clientHeaders, createQueryBatch, gql } from "./api.server";
import { isLanguage, type Language } from "./i18n";
import { localeCookie } from "./i18next.server";
import { lastCompanyCookie, VHOLD_CHANGE } from "./vhold-change.server";
import { lastRoleCookie, VHUB_CHANGE } from "./vhub-change.server";
import { commitSession, destroySession, getSession, type Tokens, type WebSession } from "./session.server";
import { redirectWithToast } from "./toast.server";

export type AuthUser = AuthUserFieldsFragment;

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  session_state?: string;
  error?: string;
  error_code?: ErrorCode;
  error_description?: string;
  retry_after?: number;
  attempts_left?: number;
  mfa_token?: string;
  sent_to?: string;
  resend_after?: number;
}

/** POSTs a form to the token endpoint through the load context's fetch. */
async function tokenCall(
  context: AppLoadContext,
  request: Request,
  form: Record<string, string>,
): Promise<TokenAnswer & { status: number }> {
  const response = await context.api.fetch(`${context.api.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...clientHeaders(request, context) },
    body: new URLSearchParams(form),
  });
  let body: TokenAnswer = {};
  try {
    body = (await response.json()) as TokenAnswer;
  } catch {
    body = { error: `Error: ${response.status}` };
  }
  return { ...body, status: response.status };
}

function toTokens(answer: TokenAnswer, now = Date.now()): Tokens {
  return {
    accessToken: answer.access_token!,
    refreshToken: answer.refresh_token!,
    expiresAt: now + (answer.expires_in ?? 0) * 1000,
    sessionState: answer.session_state!,
  };
}

function tokenError(answer: TokenAnswer): ApiError {
  return new ApiError(answer.error_description ?? answer.error ?? "Error", {
    code: answer.error_code ?? (answer.error === TokenError.tooManyAttempts ? "TOO_MANY_ATTEMPTS" : undefined),
    retryAfter: answer.retry_after,
    attemptsLeft: answer.attempts_left,
  });
}

export type SignInOutcome =
  { kind: "signed-in"; tokens: Tokens } | { kind: "mfa"; mfaToken: string; sentTo: string; resendAfter: number };

/**
 * remix-auth: the password step is a FormStrategy whose verify asks the token endpoint for
 * tokens. remix-auth 4 keeps no session of its own; the caller stores the outcome.
 */
export function passwordAuthenticator(context: AppLoadContext, signIn: { phone: string; phoneTicket: string }) {
  const authenticator = new Authenticator<SignInOutcome>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const answer = await tokenCall(context, request, {
        grant_type: "password",
        username: signIn.phone,
        password: String(form.get("password") ?? ""),
        phone_ticket: signIn.phoneTicket,
      });
      if (answer.error === TokenError.mfaRequired && answer.mfa_token) {
        return {
          kind: "mfa",
          mfaToken: answer.mfa_token,
          sentTo: answer.sent_to ?? "",
          resendAfter: answer.resend_after ?? 60,
        };
      }
      if (answer.error || !answer.access_token) throw tokenError(answer);
      return { kind: "signed-in", tokens: toTokens(answer) };
    }),
    "password",
  );
  return authenticator;
}

export async function mfaGrant(
  context: AppLoadContext,
  request: Request,
  mfaToken: string,
  code: string,
): Promise<Tokens> {
  const answer = await tokenCall(context, request, {
    grant_type: "urn:vhold:grant-type:mfa-otp",
    mfa_token: mfaToken,
    otp: code,
  });
  if (answer.error || !answer.access_token) throw tokenError(answer);
  return toTokens(answer);
}

// Parallel loaders of one navigation may all find the access token stale; one refresh serves
// them all (the API would also accept a parallel reuse within its grace period).
const refreshing = new Map<string, Promise<Tokens>>();

async function refreshTokens(context: AppLoadContext, request: Request, tokens: Tokens): Promise<Tokens> {
  if (!tokens.refreshToken) throw new ApiError(NO_REFRESH_TOKEN, { code: "UNAUTHENTICATED" });
  let pending = refreshing.get(tokens.refreshToken);
  if (!pending) {
    pending = tokenCall(context, request, { grant_type: "refresh_token", refresh_token: tokens.refreshToken }).then(
      (answer) => {
        if (answer.error || !answer.access_token)
          throw new ApiError(answer.error_description ?? "Error", { code: "UNAUTHENTICATED" });
        return toTokens(answer);
      },
    );
    refreshing.set(tokens.refreshToken, pending);
    const key = tokens.refreshToken;
    setTimeout(() => refreshing.delete(key), 30_000).unref?.();
  }
  return pending;
}

/** Sends a signed-out visitor to sign-in, ending what is left of their session. */
async function toSignIn(request: Request, context: AppLoadContext, session: WebSession): Promise<never> {
  context.state.setCookie("session", () => destroySession(session, context));
  throw await redirectWithToast(request, context, "/auth/signin", { type: "warning", title: "toast.sessionEnded" });
}

export type UserSession = Awaited<ReturnType<typeof openUserSession>>;

/**
 * A signed-in caller's API, opened once per request (the loaders of a navigation share it, and
 * with it one refresh): every call carries the access token; a stale token is refreshed before
 * the call, an UNAUTHENTICATED answer triggers one refresh and one retry, and a failed refresh
 * logs out. Whatever changes in the session is written by the request's state
 * (app/lib/request-state.ts), also when the loader or action then throws.
 */
export function requireUserSession(request: Request, context: AppLoadContext): Promise<UserSession> {
  return (context.state.userSession ??= openUserSession(request, context)) as Promise<UserSession>;
}

async function openUserSession(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context);
  let tokens = session.get("tokens");
  if (!tokens) throw redirect("/auth/signin");
  const changed = () => context.state.setCookie("session", () => commitSession(session, context));
  // The queries the request's loaders start together travel as one call (api.server.ts).
  const send = createQueryBatch(context);
  const languageChanged = (language: Language) => {
    changed();
    // Signed-out pages go on in the person's language.
    context.state.setCookie("locale", () => localeCookie.serialize(language, { secure: context.secureCookies }));
  };

  const refresh = async () => {
    try {
      tokens = await refreshTokens(context, request, tokens!);
      session.set("tokens", tokens);
      changed();
    } catch (error) {
      if (error instanceof ApiError) await toSignIn(request, context, session);
      throw error;
    }
  };

  /**
   * A page read (GET, HEAD: a loader, a search form) whose values the API refuses as input took
   * them from its address, which holds what no link or search box should (a NUL in ?search=, an
   * id that is no id): the page answers 400 and the error page says the address cannot be read,
   * instead of a 500 and a stack in the log. A form that posts gets its field errors as ever.
   */
  const readingAddress = request.method === "GET" || request.method === "HEAD";
  const refusedAddress = (error: unknown) =>
    readingAddress && error instanceof ApiError && error.code === "BAD_USER_INPUT"
      ? data(null, { status: 400, statusText: "Bad Request" })
      : error;

  async function call<TResult, TVariables extends Variables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    if (tokens!.expiresAt - Date.now() < 10_000) await refresh();
    const headers = () => ({
      ...clientHeaders(request, context, session.get("language")),
      authorization: `Bearer ${tokens!.accessToken}`,
    });
    try {
      return await send(document, variables, headers());
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== "UNAUTHENTICATED") throw refusedAddress(error);
      await refresh();
      try {
        return await send(document, variables, headers());
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.code === "UNAUTHENTICATED")
          await toSignIn(request, context, session);
        throw refusedAddress(retryError);
      }
    }
  }

  /**
   * Sends an image to one of the API's upload entries (decision 0011: PUT /uploads/avatar, the
   * person's photo; PUT /uploads/company-avatar?companyId=, a company's) with the access token,
   * refreshed and retried like `call`. Its errors arrive as any API error's do.
   */
  async function upload(path: string, image: ArrayBuffer): Promise<{ avatar: string | null }> {
    if (tokens!.expiresAt - Date.now() < 10_000) await refresh();
    const put = () =>
      context.api.fetch(`${context.api.url}${path}`, {
        method: "PUT",
        headers: {
          ...clientHeaders(request, context, session.get("language")),
          authorization: `Bearer ${tokens!.accessToken}`,
          "content-type": "application/octet-stream",
        },
        body: image,
      });
    let response = await put();
    if (response.status === 401) {
      await response.body?.cancel();
      await refresh();
      response = await put();
      if (response.status === 401) await toSignIn(request, context, session);
    }
    let answer: {
      data?: { avatar: string | null };
      errors?: Array<{ message: string; extensions?: Partial<ErrorExtensions> }>;
    };
    try {
      answer = await response.json();
    } catch {
      throw new ApiError(`Upload failed: ${response.status}`);
    }
    const first = answer.errors?.[0];
    if (first || !answer.data)
      throw new ApiError(first?.message ?? `Upload failed: ${response.status}`, first?.extensions ?? {});
    return answer.data;
  }
  const uploadAvatar = (image: ArrayBuffer) => upload("/uploads/avatar", image);
  const uploadCompanyAvatar = (companyId: string, image: ArrayBuffer) =>
    upload(`/uploads/company-avatar?companyId=${encodeURIComponent(companyId)}`, image);

  /**
   * A streaming GET of the API on the caller's behalf (the notification stream): the answer as
   * the API gives it, body unread. One refresh and one retry when the token is refused.
   */
  async function stream(path: string, signal: AbortSignal): Promise<Response> {
    if (tokens!.expiresAt - Date.now() < 10_000) await refresh();
    const open = () =>
      context.api.fetch(`${context.api.url}${path}`, {
        headers: {
          ...clientHeaders(request, context, session.get("language")),
          authorization: `Bearer ${tokens!.accessToken}`,
          accept: "text/event-stream",
        },
        signal,
      });
    const response = await open();
    if (response.status !== 401) return response;
    await response.body?.cancel();
    await refresh();
    return open();
  }

  return {
    session,
    call,
    uploadAvatar,
    uploadCompanyAvatar,
    stream,
    async getUser(): Promise<AuthUser> {
      const { getAuthUser } = await call(GetAuthUserDocument, {});
      if (isLanguage(getAuthUser.language) && session.get("language") !== getAuthUser.language) {
        session.set("language", getAuthUser.language);
        languageChanged(getAuthUser.language);
      }
      return getAuthUser;
    },
    /** Keeps a new interface language in the profile (and so on every device). */
    async updateLanguage(language: Language): Promise<AuthUser> {
      const { updateAuthUserLanguage } = await call(UpdateAuthUserLanguageDocument, { language });
      session.set("language", language);
      languageChanged(language);
      return updateAuthUserLanguage;
    },
    /** The profile's language was changed by another call (the localization form): the session and the cookie follow. */
    languageUpdated(language: Language) {
      if (session.get("language") === language) return;
      session.set("language", language);
      languageChanged(language);
    },
    /** The caller changed the web session (a step's state): the request's state writes it. */
    sessionChanged() {
      changed();
    },
  };
}

/** Auth routes are for signed-out visitors; a signed-in one goes to the profile. */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<WebSession> {
  const session = await getSession(request, context);
  if (session.get("tokens")) throw redirect("/profile");
  return session;
}

/** Ends the session on the server (its tokens stop working); the request's state clears the cookie. */
export async function logout(request: Request, context: AppLoadContext): Promise<void> {
  const session = await getSession(request, context);
  const tokens = session.get("tokens");
  if (tokens) {
    try {
      await gql(
        context,
        SignOutDocument,
        {},
        { ...clientHeaders(request, context), authorization: `Bearer ${tokens.accessToken}` },
      );
    } catch (error) {
      // An already ended or expired session is as signed out as it gets.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  context.state.setCookie("session", () => destroySession(session, context));
  // As the spec's logout clears what the browser keeps: the next person here starts without it.
  context.state.setCookie(VHOLD_CHANGE, async () => lastCompanyCookie(null, context.secureCookies));
  context.state.setCookie(VHUB_CHANGE, async () => lastRoleCookie(null, context.secureCookies));
}
