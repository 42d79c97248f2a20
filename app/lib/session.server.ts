import { createSession, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/server-runtime";
import { createCookieSessionStorage } from "./cookies.server";
import type { Language } from "./i18n";

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token stops working. */
  expiresAt: number;
  sessionState: string;
}

/** Where a visitor is in the sign-in steps (spec: phone, code, country_code stored locally). */
export interface SignInState {
  phone: string;
  countryCode: string;
  sentTo?: string;
  /** Epoch ms after which another SMS may be asked for. */
  resendAt?: number;
  /** Proof of the confirmed phone, from checkAuthCode. */
  phoneTicket?: string;
  mfaToken?: string;
  mfaSentTo?: string;
  mfaResendAt?: number;
  recoverySentTo?: string;
  recoveryResendAt?: number;
}

/**
 * A share transfer between its two steps (the form, then the SMS code): what the owner chose,
 * kept on the server side of the cookie so that the code page works without JavaScript.
 */
export interface ShareTransferDraft {
  companyId: string;
  /** The recipient's username and name, as the user search found them. */
  recipient: string;
  recipientName: string;
  /** Basis points. */
  share: number;
  sentTo: string;
  /**
   * No SMS went out this time: a code for this very offer was sent a moment ago (from this page
   * or another session) and still works, so the resend countdown holds.
   */
  sentEarlier?: boolean;
  /** Epoch ms after which another SMS may be asked for. */
  resendAt: number;
}

/**
 * Two-factor sign-in being turned on or off (/settings/privacy/two-factor) between its steps:
 * the code was sent; the code step remembers where to (and, turning it on, the e-mail).
 */
export interface TwoFactorDraft {
  mode: "enable" | "disable";
  /** The e-mail that is to become the second factor (enable only). */
  email?: string;
  sentTo: string;
  /** Epoch ms after which another code may be asked for. */
  resendAt: number;
}

/**
 * A phone change between its steps (settings, personal info): the current number's code was
 * sent (sentTo), then confirmed (confirmed), then the new number chosen and its code sent.
 */
export interface PhoneChangeState {
  confirmed?: boolean;
  /** The new number (E.164) and the country it was typed with. */
  phone?: string;
  countryCode?: string;
  /** Where the step's code went (masked) and when another may be asked for (epoch ms). */
  sentTo?: string;
  resendAt?: number;
}

/** Deleting the account: where its code went (SMS or the second factor's e-mail). */
export interface AccountDeletionState {
  channel: "SMS" | "EMAIL";
  sentTo: string;
  resendAt: number;
}

export interface WebSessionData {
  tokens: Tokens;
  language: Language;
  signIn: SignInState;
  inviteToken: string;
  shareTransfer: ShareTransferDraft;
  twoFactor: TwoFactorDraft;
  phoneChange: PhoneChangeState;
  accountDeletion: AccountDeletionState;
  /** Where the settings' Back returns (the validated `from` they were opened with). */
  settingsFrom: string;
  /** The hub page the control center was opened from (spec: the last main route), where its Close returns. */
  lastMainRoute: string;
}

export type WebSession = Session<WebSessionData>;

const SESSION_COOKIE = "__session";

const storages = new Map<string, SessionStorage<WebSessionData>>();

/**
 * Whether an answer belongs to one person: the request carried the web session or the answer
 * sets it. Such answers are never stored (Cache-Control: no-store, private), so that after
 * logout the browser's Back button asks the server again instead of showing the profile.
 */
export function isPersonal(request: Request, responseHeaders: Headers): boolean {
  const sent = (request.headers.get("cookie") ?? "").split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
  return sent || responseHeaders.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The web session: a sealed (AES-GCM, see cookies.server.ts), httpOnly, SameSite=Lax cookie.
 * Tokens live here and nowhere the browser can read them.
 */
export function sessionStorage(context: AppLoadContext): SessionStorage<WebSessionData> {
  const key = `${context.sessionSecret}:${context.secureCookies}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<WebSessionData>({
      cookie: {
        name: SESSION_COOKIE,
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: context.secureCookies,
        secrets: [context.sessionSecret],
        maxAge: 60 * 60 * 24 * 30,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

/**
 * The request's web session. The cookie is unsealed once per request (the loaders of a page all
 * read it); each caller gets a session of its own, a copy of that data, as if it had read the
 * cookie itself. Without the request's state (tests calling a helper alone) it is read here.
 */
export async function getSession(request: Request, context: AppLoadContext): Promise<WebSession> {
  const header = request.headers.get("cookie");
  const state = context.state as AppLoadContext["state"] | undefined;
  if (!state) return sessionStorage(context).getSession(header);
  if (!state.sessionCookie || state.sessionCookie.header !== header) {
    state.sessionCookie = {
      header,
      data: sessionStorage(context)
        .getSession(header)
        .then((session) => session.data),
    };
  }
  return createSession<WebSessionData>(structuredClone((await state.sessionCookie.data) as WebSessionData));
}

export async function commitSession(session: WebSession, context: AppLoadContext) {
  return sessionStorage(context).commitSession(session);
}

export async function destroySession(session: WebSession, context: AppLoadContext) {
  return sessionStorage(context).destroySession(session);
}
