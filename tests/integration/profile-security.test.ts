/**
 * Privacy and access (spec: /settings/privacy): changing the password signed in
 * (changeAuthUserPassword) and turning two-factor sign-in off (requestTwoFactorDisableCode,
 * disableTwoFactor).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ChangeAuthUserPasswordDocument,
  DisableTwoFactorDocument,
  GetAuthUserDocument,
  RequestTwoFactorDisableCodeDocument,
} from "#graphql/generated/operations";
import { createTestApp, send, signUp, token, type SignedUpUser, type TestApp } from "./harness";
import {
  enableTwoFactor,
  errorCode,
  failure,
  fieldErrors,
  messagesTo,
  ok,
  signIn,
  startMfaSignIn,
  wrongCode,
} from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const NEW_PASSWORD = "Brand#New7Pass";
const change = (
  user: SignedUpUser,
  currentPassword: string,
  password = NEW_PASSWORD,
  confirmPassword = password,
  accessToken = user.accessToken,
) =>
  send(
    app,
    ChangeAuthUserPasswordDocument,
    { input: { currentPassword, password, confirmPassword } },
    { token: accessToken },
  );
const passwordGrantWorks = async (user: SignedUpUser, password: string) => {
  try {
    await signIn(app, user.phone, password);
    return true;
  } catch {
    return false;
  }
};

describe("changeAuthUserPassword", () => {
  it("changes the password with the current one; other sessions end, this one stays", async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.phone, user.password);
    expect(ok(await change(user, user.password)).changeAuthUserPassword).toBe(true);
    ok(await send(app, GetAuthUserDocument, {}, { token: user.accessToken }));
    expect(errorCode(await send(app, GetAuthUserDocument, {}, { token: other.accessToken }))).toBe("UNAUTHENTICATED");
    expect(
      (await token(app, { grant_type: "refresh_token", refresh_token: other.refreshToken }, { apiKey: false })).status,
    ).toBe(400);
    expect(await passwordGrantWorks(user, NEW_PASSWORD)).toBe(true);
  });

  it("refuses a new password against the spec's rules, and a mismatch, changing nothing", async () => {
    const user = await signUp(app);
    expect(fieldErrors(await change(user, user.password, "short"))).toEqual({ password: ["validation.password.min"] });
    expect(fieldErrors(await change(user, user.password, "With space#1"))).toEqual({
      password: ["validation.password.whitespace"],
    });
    expect(fieldErrors(await change(user, user.password, NEW_PASSWORD, "Other#Pass9"))).toEqual({
      confirmPassword: ["validation.password.mismatch"],
    });
    expect(await passwordGrantWorks(user, user.password)).toBe(true);
  });

  it("a wrong current password is INVALID_PASSWORD on currentPassword with the tries left", async () => {
    const user = await signUp(app);
    const error = failure(await change(user, "Not#MyPassword1"));
    expect(error).toMatchObject({
      code: "INVALID_PASSWORD",
      attemptsLeft: 4,
      fields: { currentPassword: ["validation.password.wrong"] },
    });
  });

  it("parallel wrong guesses spend exactly the five tries, then even the right password is refused", async () => {
    const user = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => change(user, "Not#MyPassword1")));
    const codes = answers.map((a) => errorCode(a));
    expect(codes.filter((c) => c === "INVALID_PASSWORD")).toHaveLength(4);
    expect(codes.filter((c) => c === "TOO_MANY_ATTEMPTS")).toHaveLength(8);
    expect(errorCode(await change(user, user.password))).toBe("TOO_MANY_ATTEMPTS");
    app.clock.advance(15 * 60_000 + 1000);
    const refreshed = await token(
      app,
      { grant_type: "refresh_token", refresh_token: user.refreshToken },
      { apiKey: false },
    );
    ok(await change(user, user.password, NEW_PASSWORD, NEW_PASSWORD, refreshed.body.access_token as string));
  });
});

describe("disableTwoFactor", () => {
  const twoFactorUser = async () => {
    const user = await signUp(app);
    const email = `off.${user.phone.slice(-7)}@example.com`;
    await enableTwoFactor(app, user, email);
    app.clock.advance(61_000);
    return { user, email };
  };
  const requestCode = (user: SignedUpUser) =>
    send(app, RequestTwoFactorDisableCodeDocument, {}, { token: user.accessToken });
  const disable = (user: SignedUpUser, code: string, confirm = true) =>
    send(app, DisableTwoFactorDocument, { input: { code, confirm } }, { token: user.accessToken });

  it("e-mails a code to the second factor and turns it off with it; sign-in then needs no second step", async () => {
    const { user, email } = await twoFactorUser();
    const delivery = ok(await requestCode(user)).requestTwoFactorDisableCode;
    expect(delivery).toMatchObject({ channel: "EMAIL", sentTo: `o•${email.slice(2)}` });
    const turnedOff = ok(await disable(user, app.messenger.lastCode(email))).disableTwoFactor;
    expect(turnedOff).toMatchObject({ mfaEnabled: false, email });
    expect(await passwordGrantWorks(user, user.password)).toBe(true);
  });

  it("a wrong code is INVALID_CODE with the tries left; the confirmation must be given; nothing changes", async () => {
    const { user, email } = await twoFactorUser();
    ok(await requestCode(user));
    const code = app.messenger.lastCode(email);
    expect(failure(await disable(user, wrongCode(code)))).toMatchObject({ code: "INVALID_CODE", attemptsLeft: 4 });
    expect(fieldErrors(await disable(user, code, false))).toEqual({ confirm: ["validation.confirm.required"] });
    expect(fieldErrors(await disable(user, "12ab"))).toEqual({ code: ["validation.code.length"] });
    expect(ok(await send(app, GetAuthUserDocument, {}, { token: user.accessToken })).getAuthUser.mfaEnabled).toBe(true);
    // Sign-in still asks for the second factor.
    await startMfaSignIn(app, user.phone, user.password);
    // The code works once.
    ok(await disable(user, code));
    expect(errorCode(await disable(user, code))).toBe("TWO_FACTOR_NOT_ENABLED");
  });

  it("is refused while two-factor is off, and no code is sent", async () => {
    const user = await signUp(app);
    const before = app.messenger.sent.length;
    expect(errorCode(await requestCode(user))).toBe("TWO_FACTOR_NOT_ENABLED");
    expect(app.messenger.sent.length).toBe(before);
  });

  it("a sign-in code or a setup code does not turn it off", async () => {
    const { user, email } = await twoFactorUser();
    await startMfaSignIn(app, user.phone, user.password);
    const signInCode = app.messenger.lastCode(email);
    expect(errorCode(await disable(user, signInCode))).toBe("INVALID_CODE");
    expect(messagesTo(app, email).length).toBeGreaterThan(0);
  });
});
