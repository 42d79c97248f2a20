/**
 * Shared pieces of the identity integration tests: the documents a client sends, and small
 * helpers to read answers. The test app itself comes from harness.ts.
 */
import { print } from "graphql";
import { expect } from "vitest";
import {
  CheckUserExistsDocument,
  CheckUsernameUniqueDocument,
  EnableTwoFactorDocument,
  GetAuthUserDocument,
  RequestTwoFactorSetupCodeDocument,
  ResendTwoFactorCodeDocument,
  SignOutDocument,
  UpdateAuthUserLanguageDocument,
  UpdateAuthUserPasswordDocument,
} from "../../graphql/generated/operations";
import { API_KEY, confirmPhone, gql, token, type GraphQLAnswer, type SignedUpUser, type TestApp } from "./harness";

// The documents the web app sends (graphql/operations), as text: tests send what the app sends.
export const ME = print(GetAuthUserDocument);
export const USER_EXISTS = print(CheckUserExistsDocument);
export const USERNAME_UNIQUE = print(CheckUsernameUniqueDocument);
export const UPDATE_PASSWORD = print(UpdateAuthUserPasswordDocument);
export const RESEND_TWO_FACTOR = print(ResendTwoFactorCodeDocument);
export const REQUEST_TWO_FACTOR_SETUP = print(RequestTwoFactorSetupCodeDocument);
export const ENABLE_TWO_FACTOR = print(EnableTwoFactorDocument);
export const SIGN_OUT = print(SignOutDocument);
export const UPDATE_LANGUAGE = print(UpdateAuthUserLanguageDocument);

export const MFA_GRANT = "urn:vhold:grant-type:mfa-otp";

/** Any answer: the helpers below read only errors and extensions. */
type AnyAnswer = GraphQLAnswer<unknown>;

/** The code of the first error, or undefined when the call succeeded. */
export function errorCode(answer: AnyAnswer): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}

/** The first error's extensions; fails the test when the call did not fail. */
export function failure(answer: AnyAnswer): Record<string, unknown> & { code?: string } {
  expect(answer.errors, `expected an error, got ${JSON.stringify(answer.data)}`).toBeDefined();
  return answer.errors![0].extensions ?? {};
}

/** The field errors (extensions.fields) of a BAD_USER_INPUT answer. */
export function fieldErrors(answer: AnyAnswer): Record<string, string[]> {
  const extensions = failure(answer);
  expect(extensions.code).toBe("BAD_USER_INPUT");
  return (extensions.fields ?? {}) as Record<string, string[]>;
}

/** The data of a successful answer; fails the test with the errors otherwise. */
export function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data).toBeTruthy();
  return answer.data as T;
}

/** A well-formed code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

/** What the e-mail/SMS outbox holds for one address. */
export function messagesTo(app: TestApp, to: string) {
  return app.messenger.sent.filter((m) => m.to === to);
}

export async function me(app: TestApp, accessToken: string) {
  return gql<{
    getAuthUser: { id: string; phone: string; email: string | null; username: string; mfaEnabled: boolean };
  }>(app, ME, {}, { token: accessToken });
}

export async function signOut(app: TestApp, accessToken: string) {
  return ok(await gql<{ signOut: boolean }>(app, SIGN_OUT, {}, { token: accessToken }));
}

/**
 * Signs an existing user in again (a second device): SMS code, then the password grant. Like
 * signUp, moves the clock past the resend countdown afterwards.
 */
export async function signIn(app: TestApp, phone: string, password: string) {
  const ticket = await confirmPhone(app, phone);
  const granted = await token(app, { grant_type: "password", username: phone, password, phone_ticket: ticket });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  app.clock.advance(61_000);
  return { accessToken: granted.body.access_token as string, refreshToken: granted.body.refresh_token as string };
}

/** Turns two-factor sign-in on for a signed-in user through the API, with the e-mailed code. */
export async function enableTwoFactor(app: TestApp, user: SignedUpUser, email: string) {
  ok(await gql(app, REQUEST_TWO_FACTOR_SETUP, { email, currentPassword: user.password }, { token: user.accessToken }));
  const code = app.messenger.lastCode(email);
  const enabled = ok(
    await gql<{ enableTwoFactor: { email: string; mfaEnabled: boolean } }>(
      app,
      ENABLE_TWO_FACTOR,
      { input: { email, code } },
      { token: user.accessToken },
    ),
  );
  return enabled.enableTwoFactor;
}

/** The password step of a user with two-factor on: answers the mfa token. */
export async function startMfaSignIn(app: TestApp, phone: string, password: string): Promise<string> {
  const ticket = await confirmPhone(app, phone);
  const granted = await token(app, { grant_type: "password", username: phone, password, phone_ticket: ticket });
  expect(granted.status, JSON.stringify(granted.body)).toBe(403);
  expect(granted.body.error).toBe("mfa_required");
  return granted.body.mfa_token as string;
}

/** A raw request to the token endpoint, for what token() cannot send (other methods, bodies). */
export async function rawToken(app: TestApp, init: RequestInit & { apiKey?: boolean } = {}) {
  const headers = new Headers(init.headers);
  if (init.apiKey) headers.set("x-api-key", API_KEY);
  const response = await app.api.fetch("http://api.test/oauth/token", { ...init, headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}
