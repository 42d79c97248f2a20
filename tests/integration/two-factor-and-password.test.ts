/**
 * Two-factor sign-in by e-mailed code (setup, the mfa grant, resend) and changing the password
 * (recovery by code, or signed in with the current one).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHECK_CODE,
  REQUEST_CODE,
  confirmPhone,
  createTestApp,
  gql,
  signUp,
  token,
  type SignedUpUser,
  type TestApp,
} from "./harness";
import {
  ENABLE_TWO_FACTOR,
  MFA_GRANT,
  REQUEST_TWO_FACTOR_SETUP,
  RESEND_TWO_FACTOR,
  UPDATE_PASSWORD,
  enableTwoFactor,
  failure,
  fieldErrors,
  me,
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

const emailOf = (user: SignedUpUser) => `olena.${user.phone.slice(-7)}@example.com`;
const passwordGrant = (phone: string, password: string, phoneTicket: string) =>
  token(app, { grant_type: "password", username: phone, password, phone_ticket: phoneTicket });
const mfaGrant = (mfaToken: string, otp: string) => token(app, { grant_type: MFA_GRANT, mfa_token: mfaToken, otp });

/** A user with two-factor on, past every resend countdown. */
async function twoFactorUser() {
  const user = await signUp(app);
  const email = emailOf(user);
  await enableTwoFactor(app, user, email);
  return { user, email };
}

/** Whether the password signs the user in (through a fresh SMS confirmation). */
async function passwordWorks(user: SignedUpUser, password: string): Promise<boolean> {
  const ticket = await confirmPhone(app, user.phone);
  app.clock.advance(61_000);
  const granted = await passwordGrant(user.phone, password, ticket);
  if (granted.status === 200) return true;
  expect(granted.body.error_code).toBe("INVALID_PASSWORD");
  return false;
}

describe("two-factor setup", () => {
  it("e-mails a code to the address that is to become the second factor", async () => {
    const user = await signUp(app);
    const email = emailOf(user);
    const before = app.messenger.sent.length;
    const delivery = ok(
      await gql<{
        requestTwoFactorSetupCode: { channel: string; sentTo: string; resendAfter: number; expiresIn: number };
      }>(app, REQUEST_TWO_FACTOR_SETUP, { email, currentPassword: user.password }, { token: user.accessToken }),
    ).requestTwoFactorSetupCode;
    expect(delivery).toEqual({ channel: "EMAIL", sentTo: `o•${email.slice(2)}`, resendAfter: 60, expiresIn: 300 });
    const sent = app.messenger.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: "email", to: email });
    expect(sent[0].code).toMatch(/^\d{6}$/);
    expect(sent[0].subject).toBeTruthy();
  });

  it("refuses a malformed e-mail with BAD_USER_INPUT on the email field and sends nothing", async () => {
    const user = await signUp(app);
    const before = app.messenger.sent.length;
    for (const [email, key] of [
      ["not-an-email", "validation.email.invalid"],
      ["", "validation.email.required"],
    ]) {
      const answer = await gql(
        app,
        REQUEST_TWO_FACTOR_SETUP,
        { email, currentPassword: user.password },
        { token: user.accessToken },
      );
      expect(fieldErrors(answer).email).toContain(key);
    }
    expect(app.messenger.sent.length).toBe(before);
  });

  it("a wrong code is INVALID_CODE and leaves two-factor off", async () => {
    const user = await signUp(app);
    const email = emailOf(user);
    ok(
      await gql(app, REQUEST_TWO_FACTOR_SETUP, { email, currentPassword: user.password }, { token: user.accessToken }),
    );
    const code = app.messenger.lastCode(email);
    const answer = await gql(
      app,
      ENABLE_TWO_FACTOR,
      { input: { email, code: wrongCode(code) } },
      { token: user.accessToken },
    );
    expect(answer.data).toBeNull();
    expect(failure(answer).code).toBe("INVALID_CODE");
    const after = ok(await me(app, user.accessToken)).getAuthUser;
    expect(after).toMatchObject({ mfaEnabled: false, email: null });
  });

  it("a code sent to one e-mail does not turn two-factor on for another", async () => {
    const user = await signUp(app);
    const email = emailOf(user);
    ok(
      await gql(app, REQUEST_TWO_FACTOR_SETUP, { email, currentPassword: user.password }, { token: user.accessToken }),
    );
    const code = app.messenger.lastCode(email);
    const answer = await gql(
      app,
      ENABLE_TWO_FACTOR,
      { input: { email: `x${email}`, code } },
      { token: user.accessToken },
    );
    expect(failure(answer).code).toBe("INVALID_CODE");
    expect(ok(await me(app, user.accessToken)).getAuthUser.mfaEnabled).toBe(false);
  });

  it("once five wrong setup codes locked the tries, every try is told to wait, even with no code left to check", async () => {
    const user = await signUp(app);
    const email = emailOf(user);
    ok(
      await gql(app, REQUEST_TWO_FACTOR_SETUP, { email, currentPassword: user.password }, { token: user.accessToken }),
    );
    const code = app.messenger.lastCode(email);
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await gql(
        app,
        ENABLE_TWO_FACTOR,
        { input: { email, code: wrongCode(code) } },
        { token: user.accessToken },
      );
      codes.push(String(failure(answer).code));
    }
    expect(codes).toEqual(["INVALID_CODE", "INVALID_CODE", "INVALID_CODE", "INVALID_CODE", "TOO_MANY_ATTEMPTS"]);
    // Another e-mail has no live code at all: still the wait, not "invalid code".
    for (const input of [
      { email, code },
      { email: `x${email}`, code },
    ]) {
      const answer = await gql(app, ENABLE_TWO_FACTOR, { input }, { token: user.accessToken });
      expect(failure(answer)).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
      expect(Number(failure(answer).retryAfter)).toBeGreaterThan(0);
    }
    expect(ok(await me(app, user.accessToken)).getAuthUser.mfaEnabled).toBe(false);
  });

  it("the right code turns two-factor on and keeps the e-mail", async () => {
    const user = await signUp(app);
    const email = emailOf(user);
    const enabled = await enableTwoFactor(app, user, email);
    expect(enabled).toMatchObject({ mfaEnabled: true, email });
    expect(ok(await me(app, user.accessToken)).getAuthUser).toMatchObject({ mfaEnabled: true, email });
  });
});

describe("step-up: an access token alone changes no e-mail", () => {
  const setup = (user: SignedUpUser, email: string, currentPassword: string) =>
    gql(app, REQUEST_TWO_FACTOR_SETUP, { email, currentPassword }, { token: user.accessToken });

  it("a setup code needs the current password: without it the call is refused and nothing is sent", async () => {
    const user = await signUp(app);
    const before = app.messenger.sent.length;
    const missing = await gql(
      app,
      "mutation ($email: String!) { requestTwoFactorSetupCode(email: $email) { sentTo } }",
      { email: emailOf(user) },
      { token: user.accessToken },
    );
    expect(missing.errors?.length).toBeGreaterThan(0);
    expect(missing.data ?? null).toBeNull();
    expect(app.messenger.sent.length).toBe(before);
  });

  it("a wrong current password is INVALID_PASSWORD on currentPassword with the tries left, and sends nothing", async () => {
    const user = await signUp(app);
    const email = emailOf(user);
    const answer = await setup(user, email, "Not#MyPassword1");
    expect(answer.data).toBeNull();
    const error = failure(answer);
    expect(error).toMatchObject({ code: "INVALID_PASSWORD", attemptsLeft: 4 });
    expect((error.fields as Record<string, string[]>).currentPassword).toEqual(["validation.password.wrong"]);
    expect(messagesTo(app, email)).toHaveLength(0);
  });

  it("wrong current passwords count like wrong passwords at sign-in: the fifth locks, even the right one is refused", async () => {
    const user = await signUp(app);
    const email = emailOf(user);
    // One wrong at sign-in, four here: the same five tries.
    const ticket = await confirmPhone(app, user.phone);
    expect((await passwordGrant(user.phone, "Wrong#Horse1", ticket)).body.attempts_left).toBe(4);
    for (const left of [3, 2, 1]) expect(failure(await setup(user, email, "Not#MyPassword1")).attemptsLeft).toBe(left);
    expect(failure(await setup(user, email, "Not#MyPassword1"))).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      retryAfter: 900,
    });
    expect(failure(await setup(user, email, user.password)).code).toBe("TOO_MANY_ATTEMPTS");
    const change = await gql(
      app,
      UPDATE_PASSWORD,
      { input: { currentPassword: user.password, password: "Brand#New7Pass", confirmPassword: "Brand#New7Pass" } },
      { token: user.accessToken },
    );
    expect(failure(change).code).toBe("TOO_MANY_ATTEMPTS");
    expect(messagesTo(app, email)).toHaveLength(0);

    app.clock.advance(15 * 60_000);
    const refreshed = await token(
      app,
      { grant_type: "refresh_token", refresh_token: user.refreshToken },
      { apiKey: false },
    );
    ok(await setup({ ...user, accessToken: refreshed.body.access_token as string }, email, user.password));
  });

  it("moving two-factor to another e-mail tells the previous address, in the user's language", async () => {
    const { user, email } = await twoFactorUser();
    const moved = `new.${email}`;
    const before = messagesTo(app, email).length;
    app.clock.advance(61_000);
    await enableTwoFactor(app, user, moved);
    expect(ok(await me(app, user.accessToken)).getAuthUser).toMatchObject({ mfaEnabled: true, email: moved });

    const told = messagesTo(app, email).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe("Пошту облікового запису vHold змінено");
    // Where it went, masked as everywhere: enough to recognise, not to read off.
    expect(told[0].text).toContain(`n•w.${email}`);
    expect(told[0].text).not.toContain(moved);
    expect(told[0].code).toBeUndefined();
  });

  it("turning two-factor on for the first time, or confirming the same e-mail again, tells nobody else", async () => {
    const { user, email } = await twoFactorUser();
    expect(messagesTo(app, email).filter((m) => !m.code)).toHaveLength(0);
    app.clock.advance(61_000);
    await enableTwoFactor(app, user, email.toUpperCase());
    expect(messagesTo(app, email).filter((m) => !m.code)).toHaveLength(0);
  });
});

describe("two-factor sign-in", () => {
  it("the password grant answers 403 mfa_required with an mfa token and e-mails a code; the mfa grant gives the tokens", async () => {
    const { user, email } = await twoFactorUser();
    const ticket = await confirmPhone(app, user.phone);
    const before = messagesTo(app, email).length;
    const granted = await passwordGrant(user.phone, user.password, ticket);
    expect(granted.status).toBe(403);
    expect(granted.body).toMatchObject({ error: "mfa_required", sent_to: `o•${email.slice(2)}`, resend_after: 60 });
    expect(typeof granted.body.mfa_token).toBe("string");
    expect(granted.body.access_token).toBeUndefined();
    expect(messagesTo(app, email)).toHaveLength(before + 1);

    const tokens = await mfaGrant(granted.body.mfa_token as string, app.messenger.lastCode(email));
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe("Bearer");
    expect(ok(await me(app, tokens.body.access_token as string)).getAuthUser.id).toBe(user.id);
  });

  it("the mfa token is not an access token", async () => {
    const { user } = await twoFactorUser();
    const mfaToken = await startMfaSignIn(app, user.phone, user.password);
    expect(failure(await me(app, mfaToken)).code).toBe("UNAUTHENTICATED");
  });

  it("a wrong e-mailed code is invalid_grant INVALID_CODE with the tries left; the right one then works", async () => {
    const { user, email } = await twoFactorUser();
    const mfaToken = await startMfaSignIn(app, user.phone, user.password);
    const code = app.messenger.lastCode(email);
    const wrong = await mfaGrant(mfaToken, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: "invalid_grant", error_code: "INVALID_CODE", attempts_left: 4 });
    expect(wrong.body.access_token).toBeUndefined();
    expect((await mfaGrant(mfaToken, code)).status).toBe(200);
  });

  it("the e-mailed code works once", async () => {
    const { user, email } = await twoFactorUser();
    const mfaToken = await startMfaSignIn(app, user.phone, user.password);
    const code = app.messenger.lastCode(email);
    expect((await mfaGrant(mfaToken, code)).status).toBe(200);
    const again = await mfaGrant(mfaToken, code);
    expect(again.status).toBe(400);
    expect(again.body.error_code).toBe("INVALID_CODE");
  });

  it("an expired e-mailed code (5 minutes) no longer works", async () => {
    const { user, email } = await twoFactorUser();
    const mfaToken = await startMfaSignIn(app, user.phone, user.password);
    const code = app.messenger.lastCode(email);
    app.clock.advance(5 * 60_000 + 1_000);
    expect((await mfaGrant(mfaToken, code)).body).toMatchObject({ error: "invalid_grant", error_code: "INVALID_CODE" });
  });

  it("refuses a made-up mfa token", async () => {
    const answer = await mfaGrant("made.up.token", "123456");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "invalid_grant", error_code: "UNAUTHENTICATED" });
  });

  it("5 wrong e-mailed codes lock the phone", async () => {
    const { user, email } = await twoFactorUser();
    const mfaToken = await startMfaSignIn(app, user.phone, user.password);
    const code = app.messenger.lastCode(email);
    for (let i = 0; i < 4; i += 1) expect((await mfaGrant(mfaToken, wrongCode(code))).status).toBe(400);
    const fifth = await mfaGrant(mfaToken, wrongCode(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ error: "too_many_attempts", retry_after: 900 });
    expect((await mfaGrant(mfaToken, code)).status).toBe(429);
  });

  it("signing in again within a minute of the last e-mailed code asks to wait, and keeps the phone ticket", async () => {
    const { user, email } = await twoFactorUser();
    ok(await gql(app, REQUEST_CODE, { phone: user.phone }, { apiKey: true }));
    app.clock.advance(30_000); // the person takes 30 s to type the SMS code and the password
    const checked = await gql<{ checkAuthCode: { phoneTicket: string } }>(
      app,
      CHECK_CODE,
      { input: { phone: user.phone, code: app.messenger.lastCode(user.phone) } },
      { apiKey: true },
    );
    const firstTicket = ok(checked).checkAuthCode.phoneTicket;
    expect((await passwordGrant(user.phone, user.password, firstTicket)).status).toBe(403);
    const emailed = messagesTo(app, email).length;

    // Back to the start, a new SMS code as soon as allowed, and the password again at once.
    app.clock.advance(31_000);
    const secondTicket = await confirmPhone(app, user.phone);
    const tooSoon = await passwordGrant(user.phone, user.password, secondTicket);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error_code).toBe("RESEND_TOO_SOON");
    expect(messagesTo(app, email)).toHaveLength(emailed);

    app.clock.advance((tooSoon.body.retry_after as number) * 1000);
    const retried = await passwordGrant(user.phone, user.password, secondTicket);
    expect(retried.status).toBe(403);
    expect(retried.body.error).toBe("mfa_required");
    expect((await mfaGrant(retried.body.mfa_token as string, app.messenger.lastCode(email))).status).toBe(200);
  });
});

describe("resendTwoFactorCode", () => {
  const resend = (mfaToken: string) =>
    gql<{ resendTwoFactorCode: { channel: string; sentTo: string; resendAfter: number } }>(
      app,
      RESEND_TWO_FACTOR,
      { mfaToken },
      { apiKey: true },
    );

  it("is refused within 60 s, then sends a new code after 61 s; the old code stops working", async () => {
    const { user, email } = await twoFactorUser();
    const mfaToken = await startMfaSignIn(app, user.phone, user.password);
    const first = app.messenger.lastCode(email);

    expect(failure(await resend(mfaToken))).toMatchObject({ code: "RESEND_TOO_SOON" });

    app.clock.advance(61_000);
    const delivery = ok(await resend(mfaToken)).resendTwoFactorCode;
    expect(delivery).toMatchObject({ channel: "EMAIL", sentTo: `o•${email.slice(2)}`, resendAfter: 60 });
    const second = app.messenger.lastCode(email);

    if (first !== second) {
      const old = await mfaGrant(mfaToken, first);
      expect(old.status).toBe(400);
      expect(old.body.error_code).toBe("INVALID_CODE");
    }
    expect((await mfaGrant(mfaToken, second)).status).toBe(200);
  });

  it("refuses an invalid mfa token with UNAUTHENTICATED and sends nothing", async () => {
    const before = app.messenger.sent.length;
    for (const mfaToken of ["", "made.up.token"]) {
      const answer = await resend(mfaToken);
      expect(answer.data).toBeNull();
      expect(failure(answer).code).toBe("UNAUTHENTICATED");
    }
    expect(app.messenger.sent.length).toBe(before);
  });

  it("refuses an access token in place of the mfa token", async () => {
    const user = await signUp(app);
    expect(failure(await resend(user.accessToken)).code).toBe("UNAUTHENTICATED");
  });

  it("refuses an mfa token older than 10 minutes", async () => {
    const { user } = await twoFactorUser();
    const mfaToken = await startMfaSignIn(app, user.phone, user.password);
    app.clock.advance(10 * 60_000 + 1_000);
    expect(failure(await resend(mfaToken)).code).toBe("UNAUTHENTICATED");
  });
});

describe("updateAuthUserPassword", () => {
  const NEW_PASSWORD = "Brand#New7Pass";
  const update = (input: Record<string, unknown>, options: { apiKey?: boolean; token?: string }) =>
    gql<{ updateAuthUserPassword: boolean }>(app, UPDATE_PASSWORD, { input }, options);
  const resetCode = async (user: SignedUpUser) => {
    ok(await gql(app, REQUEST_CODE, { phone: user.phone, purpose: "PASSWORD_RESET" }, { apiKey: true }));
    return app.messenger.lastCode(user.phone);
  };

  it("recovery: with the PASSWORD_RESET code the new password works and the old one does not", async () => {
    const user = await signUp(app);
    const code = await resetCode(user);
    const answer = await update(
      { phone: user.phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { apiKey: true },
    );
    expect(ok(answer).updateAuthUserPassword).toBe(true);

    const ticket = await confirmPhone(app, user.phone);
    const old = await passwordGrant(user.phone, user.password, ticket);
    expect(old.status).toBe(400);
    expect(old.body.error_code).toBe("INVALID_PASSWORD");
    expect((await passwordGrant(user.phone, NEW_PASSWORD, ticket)).status).toBe(200);
  });

  it("recovery by the code e-mailed to a two-factor account", async () => {
    const { user, email } = await twoFactorUser();
    ok(await gql(app, REQUEST_CODE, { phone: user.phone, purpose: "PASSWORD_RESET" }, { apiKey: true }));
    const code = app.messenger.lastCode(email);
    ok(
      await update(
        { phone: user.phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { apiKey: true },
      ),
    );
    const ticket = await confirmPhone(app, user.phone);
    expect((await passwordGrant(user.phone, NEW_PASSWORD, ticket)).body.error).toBe("mfa_required");
  });

  it("recovery with a wrong code is INVALID_CODE and leaves the password as it was", async () => {
    const user = await signUp(app);
    const code = await resetCode(user);
    const answer = await update(
      { phone: user.phone, code: wrongCode(code), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { apiKey: true },
    );
    expect(answer.data).toBeNull();
    expect(failure(answer)).toMatchObject({ code: "INVALID_CODE", attemptsLeft: 4 });
    expect(await passwordWorks(user, user.password)).toBe(true);
    expect(await passwordWorks(user, NEW_PASSWORD)).toBe(false);
  });

  it("recovery with a sign-in code (not a recovery code) is INVALID_CODE", async () => {
    const user = await signUp(app);
    ok(await gql(app, REQUEST_CODE, { phone: user.phone }, { apiKey: true }));
    const signInCode = app.messenger.lastCode(user.phone);
    const answer = await update(
      { phone: user.phone, code: signInCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { apiKey: true },
    );
    expect(failure(answer).code).toBe("INVALID_CODE");
  });

  it("a recovery code works once", async () => {
    const user = await signUp(app);
    const code = await resetCode(user);
    ok(
      await update(
        { phone: user.phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { apiKey: true },
      ),
    );
    const again = await update(
      { phone: user.phone, code, password: "Third#Pass77", confirmPassword: "Third#Pass77" },
      { apiKey: true },
    );
    expect(failure(again).code).toBe("INVALID_CODE");
    expect(await passwordWorks(user, NEW_PASSWORD)).toBe(true);
  });

  it("recovery checks the new password's rules and the repeat", async () => {
    const user = await signUp(app);
    const code = await resetCode(user);
    const short = await update(
      { phone: user.phone, code, password: "short", confirmPassword: "short" },
      { apiKey: true },
    );
    expect(fieldErrors(short).password).toContain("validation.password.min");
    const mismatch = await update(
      { phone: user.phone, code, password: NEW_PASSWORD, confirmPassword: "Other#Pass77" },
      { apiKey: true },
    );
    expect(fieldErrors(mismatch).confirmPassword).toContain("validation.password.mismatch");
    // Refused input used up no try: the code still works.
    ok(
      await update(
        { phone: user.phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { apiKey: true },
      ),
    );
  });

  it("signed in, with the current password: the new password works and the old one does not", async () => {
    const user = await signUp(app);
    const answer = await update(
      { currentPassword: user.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { token: user.accessToken },
    );
    expect(ok(answer).updateAuthUserPassword).toBe(true);
    expect(await passwordWorks(user, user.password)).toBe(false);
    expect(await passwordWorks(user, NEW_PASSWORD)).toBe(true);
  });

  it("signed in, a wrong current password is INVALID_PASSWORD and changes nothing", async () => {
    const user = await signUp(app);
    const answer = await update(
      { currentPassword: "Not#MyPassword1", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { token: user.accessToken },
    );
    expect(answer.data).toBeNull();
    const error = failure(answer);
    expect(error).toMatchObject({ code: "INVALID_PASSWORD", attemptsLeft: 4 });
    expect((error.fields as Record<string, string[]>).currentPassword).toContain("validation.password.wrong");
    expect(await passwordWorks(user, NEW_PASSWORD)).toBe(false);
    expect(await passwordWorks(user, user.password)).toBe(true);
  });

  it("signed in, the new password must follow the rules and match its repeat", async () => {
    const user = await signUp(app);
    const spaced = await update(
      { currentPassword: user.password, password: "has space 123", confirmPassword: "has space 123" },
      { token: user.accessToken },
    );
    expect(fieldErrors(spaced).password).toContain("validation.password.whitespace");
    const mismatch = await update(
      { currentPassword: user.password, password: NEW_PASSWORD, confirmPassword: "Other#Pass77" },
      { token: user.accessToken },
    );
    expect(fieldErrors(mismatch).confirmPassword).toContain("validation.password.mismatch");
    expect(await passwordWorks(user, user.password)).toBe(true);
  });
});

describe("a new password and the sessions of the account", () => {
  const NEW_PASSWORD = "Fresh#Start2026";

  it("recovery ends every session: whoever knew the old password is out", async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.phone, user.password);
    ok(await gql(app, REQUEST_CODE, { phone: user.phone, purpose: "PASSWORD_RESET" }, { apiKey: true }));
    const code = app.messenger.lastCode(user.phone);
    ok(
      await gql(
        app,
        UPDATE_PASSWORD,
        { input: { phone: user.phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } },
        { apiKey: true },
      ),
    );

    expect(failure(await me(app, user.accessToken)).code).toBe("UNAUTHENTICATED");
    expect(failure(await me(app, other.accessToken)).code).toBe("UNAUTHENTICATED");
    expect((await token(app, { grant_type: "refresh_token", refresh_token: other.refreshToken })).body.error).toBe(
      "invalid_grant",
    );
  });

  it("a change made signed in keeps this device and signs the others out", async () => {
    const user = await signUp(app);
    const other = await signIn(app, user.phone, user.password);
    ok(
      await gql(
        app,
        UPDATE_PASSWORD,
        { input: { currentPassword: user.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } },
        { token: user.accessToken },
      ),
    );

    expect(ok(await me(app, user.accessToken)).getAuthUser.id).toBe(user.id);
    expect(failure(await me(app, other.accessToken)).code).toBe("UNAUTHENTICATED");
  });
});
