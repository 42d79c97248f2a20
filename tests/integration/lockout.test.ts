/**
 * What a stranger who knows only a phone number can do to its owner: ask for codes in a flood,
 * guess codes until the phone locks. The resend wait and the hourly limit hold under parallel
 * requests and count only codes that went out; each kind of secret has its own five tries; and
 * a lock stops new codes and guesses, not the owner who already holds a delivered code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_LIMITS } from "../../server/modules/identity/model";
import { CHECK_CODE, REQUEST_CODE, createTestApp, gql, newPhone, signUp, token, type TestApp } from "./harness";
import { UPDATE_PASSWORD, failure, me, messagesTo, ok, wrongCode } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const requestCode = (phone: string, purpose?: "SIGN_IN" | "PASSWORD_RESET") =>
  gql<{ requestAuthCode: { resendAfter: number } }>(app, REQUEST_CODE, { phone, purpose }, { apiKey: true });
const checkCode = (phone: string, code: string) =>
  gql<{ checkAuthCode: { codeValid: boolean; attemptsLeft: number; phoneTicket: string | null } }>(
    app,
    CHECK_CODE,
    { input: { phone, code } },
    { apiKey: true },
  );
const recover = (phone: string, code: string) =>
  gql(
    app,
    UPDATE_PASSWORD,
    { input: { phone, code, password: "Stolen#Pass99", confirmPassword: "Stolen#Pass99" } },
    { apiKey: true },
  );

describe("asking for codes in a flood", () => {
  it("200 parallel requests for one phone send one SMS; the refused ones do not count toward the hour", async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 200 }, () => requestCode(phone)));
    const sent = answers.filter((a) => !a.errors);
    expect(sent).toHaveLength(1);
    expect(messagesTo(app, phone)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.errors))
      expect(failure(refused)).toMatchObject({ code: "RESEND_TOO_SOON" });

    // The owner still has the rest of the hour's codes: 199 refusals counted for nothing.
    for (let i = 1; i < IDENTITY_LIMITS.codesPerPhonePerHour; i += 1) {
      app.clock.advance(61_000);
      ok(await requestCode(phone));
    }
    expect(messagesTo(app, phone)).toHaveLength(IDENTITY_LIMITS.codesPerPhonePerHour);
    app.clock.advance(61_000);
    expect(failure(await requestCode(phone)).code).toBe("TOO_MANY_CODES");
  });

  it("200 parallel requests after the wait send one more SMS, never two", async () => {
    const phone = newPhone();
    ok(await requestCode(phone));
    app.clock.advance(61_000);
    const answers = await Promise.all(Array.from({ length: 200 }, () => requestCode(phone)));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(messagesTo(app, phone)).toHaveLength(2);
  });

  it("codes that could not be delivered do not count toward the hour", async () => {
    const phone = newPhone();
    app.messenger.down = true;
    try {
      for (let i = 0; i < IDENTITY_LIMITS.codesPerPhonePerHour + 2; i += 1) {
        expect(failure(await requestCode(phone)).code).toBe("DELIVERY_FAILED");
      }
    } finally {
      app.messenger.down = false;
    }
    for (let i = 0; i < IDENTITY_LIMITS.codesPerPhonePerHour; i += 1) {
      ok(await requestCode(phone));
      app.clock.advance(61_000);
    }
    expect(messagesTo(app, phone)).toHaveLength(IDENTITY_LIMITS.codesPerPhonePerHour);
  });
});

describe("each kind of secret has its own tries; the lock is per phone", () => {
  it("wrong sign-in codes do not use up recovery-code tries, nor the other way round", async () => {
    const user = await signUp(app);
    ok(await requestCode(user.phone));
    const signInCode = app.messenger.lastCode(user.phone);
    expect(ok(await checkCode(user.phone, wrongCode(signInCode))).checkAuthCode.attemptsLeft).toBe(4);
    expect(ok(await checkCode(user.phone, wrongCode(signInCode))).checkAuthCode.attemptsLeft).toBe(3);

    ok(await requestCode(user.phone, "PASSWORD_RESET"));
    const recoveryCode = app.messenger.lastCode(user.phone);
    expect(failure(await recover(user.phone, wrongCode(recoveryCode)))).toMatchObject({
      code: "INVALID_CODE",
      attemptsLeft: 4,
    });
    expect(ok(await checkCode(user.phone, wrongCode(signInCode))).checkAuthCode.attemptsLeft).toBe(2);
  });

  it("a phone locked by a stranger's guesses still takes the code its owner had already received", async () => {
    const owner = await signUp(app);
    // The owner asks for a sign-in code and is about to type it...
    ok(await requestCode(owner.phone));
    const delivered = app.messenger.lastCode(owner.phone);

    // ...while a stranger has a recovery code sent to the same phone and guesses it five times.
    ok(await requestCode(owner.phone, "PASSWORD_RESET"));
    const recoveryCode = app.messenger.lastCode(owner.phone);
    for (let i = 0; i < 4; i += 1)
      expect(failure(await recover(owner.phone, wrongCode(recoveryCode))).code).toBe("INVALID_CODE");
    expect(failure(await recover(owner.phone, wrongCode(recoveryCode)))).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      retryAfter: 900,
    });

    // The stranger gets no more tries, not even with the right recovery code, and no new codes.
    expect(failure(await recover(owner.phone, recoveryCode)).code).toBe("TOO_MANY_ATTEMPTS");
    app.clock.advance(61_000);
    const before = messagesTo(app, owner.phone).length;
    expect(failure(await requestCode(owner.phone)).code).toBe("TOO_MANY_ATTEMPTS");
    expect(failure(await requestCode(owner.phone, "PASSWORD_RESET")).code).toBe("TOO_MANY_ATTEMPTS");
    expect(messagesTo(app, owner.phone)).toHaveLength(before);

    // The owner types the code delivered before the lock, then the password, and is signed in.
    const check = ok(await checkCode(owner.phone, delivered)).checkAuthCode;
    expect(check.codeValid).toBe(true);
    const granted = await token(app, {
      grant_type: "password",
      username: owner.phone,
      password: owner.password,
      phone_ticket: check.phoneTicket!,
    });
    expect(granted.status).toBe(200);
    expect(ok(await me(app, granted.body.access_token as string)).getAuthUser.id).toBe(owner.id);
  });

  it("an owner who confirmed the phone before the lock finishes signing in with the password", async () => {
    const owner = await signUp(app);
    ok(await requestCode(owner.phone));
    const ticket = ok(await checkCode(owner.phone, app.messenger.lastCode(owner.phone))).checkAuthCode.phoneTicket!;

    // Meanwhile a stranger guesses sign-in codes for the phone until it locks.
    const code = app.messenger.lastCode(owner.phone);
    for (let i = 0; i < 4; i += 1) ok(await checkCode(owner.phone, wrongCode(code)));
    expect(failure(await checkCode(owner.phone, wrongCode(code))).code).toBe("TOO_MANY_ATTEMPTS");
    expect(failure(await checkCode(owner.phone, code)).code).toBe("TOO_MANY_ATTEMPTS");

    const granted = await token(app, {
      grant_type: "password",
      username: owner.phone,
      password: owner.password,
      phone_ticket: ticket,
    });
    expect(granted.status).toBe(200);
  });
});
