/**
 * One-time codes: asking for them (requestAuthCode), checking them (checkAuthCode), and the two
 * look-ups of the sign-in screens (checkUserExists, checkUsernameUnique).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHECK_CODE,
  REGISTER,
  REQUEST_CODE,
  confirmPhone,
  createTestApp,
  gql,
  newPhone,
  signUp,
  token,
  type TestApp,
} from "./harness";
import {
  USERNAME_UNIQUE,
  USER_EXISTS,
  enableTwoFactor,
  failure,
  fieldErrors,
  messagesTo,
  ok,
  wrongCode,
} from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Delivery {
  channel: "SMS" | "EMAIL";
  sentTo: string;
  resendAfter: number;
  expiresIn: number;
}
interface Check {
  codeValid: boolean;
  attemptsLeft: number;
  phoneTicket: string | null;
  refusal: "WRONG" | "USED" | "EXPIRED" | null;
}

const requestCode = (phone: string, purpose?: "SIGN_IN" | "PASSWORD_RESET") =>
  gql<{ requestAuthCode: Delivery }>(app, REQUEST_CODE, { phone, purpose }, { apiKey: true });
const checkCode = (phone: string, code: string) =>
  gql<{ checkAuthCode: Check }>(app, CHECK_CODE, { input: { phone, code } }, { apiKey: true });

/** "+380671007014" typed the way a person would: "+380 (67) 100-70-14". */
function formatted(e164: string): string {
  const d = e164.slice(1);
  return `+${d.slice(0, 3)} (${d.slice(3, 5)}) ${d.slice(5, 8)}-${d.slice(8, 10)}-${d.slice(10)}`;
}

describe("requestAuthCode", () => {
  it("sends a 6-digit code by SMS to the phone in E.164 and says where it went, masked", async () => {
    const phone = newPhone();
    const before = app.messenger.sent.length;
    const answer = await requestCode(formatted(phone));
    const delivery = ok(answer).requestAuthCode;

    const sent = app.messenger.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].channel).toBe("sms");
    expect(sent[0].to).toBe(phone);
    expect(sent[0].code).toMatch(/^\d{6}$/);
    expect(sent[0].text).toContain(sent[0].code);

    expect(delivery.channel).toBe("SMS");
    // The country code, 2 digits and the last 2 digits; nothing else of the number.
    const national = phone.slice(4);
    expect(delivery.sentTo.startsWith(`+380 ${national.slice(0, 2)}`)).toBe(true);
    expect(delivery.sentTo.endsWith(national.slice(-2))).toBe(true);
    expect(delivery.sentTo).not.toContain(national.slice(2, -2));
    expect(delivery.sentTo).toMatch(/•/);
    expect(delivery.resendAfter).toBe(60);
    expect(delivery.expiresIn).toBe(300);
  });

  it.each([
    ["not a phone", "validation.phone.invalid"],
    ["0671234567", "validation.phone.invalid"], // not E.164: the API wants the country code
    ["+380 67 12", "validation.phone.invalid"],
    ["+380671234567890", "validation.phone.invalid"],
    ["", "validation.phone.required"],
  ])("refuses the phone %j with BAD_USER_INPUT on the phone field and sends nothing", async (phone, key) => {
    const before = app.messenger.sent.length;
    const answer = await requestCode(phone);
    expect(answer.data).toBeNull();
    expect(fieldErrors(answer).phone).toContain(key);
    expect(app.messenger.sent.length).toBe(before);
  });

  it("refuses another code within 60 s (RESEND_TOO_SOON with the seconds left) and sends nothing", async () => {
    const phone = newPhone();
    ok(await requestCode(phone));
    app.clock.advance(20_000);
    const before = app.messenger.sent.length;
    const again = await requestCode(phone);
    expect(failure(again)).toMatchObject({ code: "RESEND_TOO_SOON", retryAfter: 40 });
    expect(app.messenger.sent.length).toBe(before);
  });

  it("sends a new code after 61 s, and the previous code stops working", async () => {
    const phone = newPhone();
    ok(await requestCode(phone));
    const first = app.messenger.lastCode(phone);
    app.clock.advance(61_000);
    ok(await requestCode(phone));
    const second = app.messenger.lastCode(phone);
    expect(messagesTo(app, phone)).toHaveLength(2);

    if (first !== second) {
      const old = ok(await checkCode(phone, first)).checkAuthCode;
      expect(old.codeValid).toBe(false);
      expect(old.phoneTicket).toBeNull();
    }
    const fresh = ok(await checkCode(phone, second)).checkAuthCode;
    expect(fresh.codeValid).toBe(true);
  });

  it("sends a new code at once to a person back within the 60 s whose code a finished registration used; the hour still counts it", async () => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    const password = "Correct#Horse9";
    const input = {
      phoneTicket: ticket,
      name: "Olena",
      surname: "Koval",
      username: `back_${phone.slice(-7)}`,
      password,
      confirmPassword: password,
      consent: true,
    };
    ok(await gql(app, REGISTER, { input }, { apiKey: true }));
    expect((await token(app, { grant_type: "password", username: phone, password, phone_ticket: ticket })).status).toBe(
      200,
    );
    const used = app.messenger.lastCode(phone);

    // Logged out and back a moment later: the used code holds nothing back.
    app.clock.advance(10_000);
    const delivery = ok(await requestCode(phone)).requestAuthCode;
    expect(delivery.resendAfter).toBe(60);
    expect(messagesTo(app, phone)).toHaveLength(2);
    const fresh = app.messenger.lastCode(phone);
    if (fresh !== used) expect(ok(await checkCode(phone, used)).checkAuthCode.codeValid).toBe(false);
    // The new code is live, so it holds the next one back as before.
    expect(failure(await requestCode(phone))).toMatchObject({ code: "RESEND_TOO_SOON", retryAfter: 60 });
    expect(ok(await checkCode(phone, fresh)).checkAuthCode.codeValid).toBe(true);

    // Used codes count towards the hour: 2 of its 6 are gone.
    for (let i = 0; i < 4; i += 1) {
      app.clock.advance(61_000);
      ok(await requestCode(phone));
    }
    app.clock.advance(61_000);
    expect(failure(await requestCode(phone)).code).toBe("TOO_MANY_CODES");
  });

  it("allows 6 codes per phone per hour, then TOO_MANY_CODES (a limit of its own) until the hour is over", async () => {
    const phone = newPhone();
    for (let i = 0; i < 6; i += 1) {
      ok(await requestCode(phone));
      app.clock.advance(61_000);
    }
    const seventh = await requestCode(phone);
    const refused = failure(seventh);
    expect(refused.code).toBe("TOO_MANY_CODES");
    // The hour counts from the first code: 6 × 61 s of it are gone.
    expect(refused.retryAfter).toBe(3600 - 6 * 61);
    expect(messagesTo(app, phone)).toHaveLength(6);

    app.clock.advance((refused.retryAfter as number) * 1000);
    ok(await requestCode(phone));
    expect(messagesTo(app, phone)).toHaveLength(7);
  });

  it("PASSWORD_RESET for a phone without an account answers USER_NOT_FOUND and sends nothing", async () => {
    const phone = newPhone();
    const answer = await requestCode(phone, "PASSWORD_RESET");
    expect(failure(answer).code).toBe("USER_NOT_FOUND");
    expect(messagesTo(app, phone)).toHaveLength(0);
  });

  it("PASSWORD_RESET goes by SMS when the account has no e-mail", async () => {
    const user = await signUp(app);
    const before = app.messenger.sent.length;
    const delivery = ok(await requestCode(user.phone, "PASSWORD_RESET")).requestAuthCode;
    expect(delivery.channel).toBe("SMS");
    const sent = app.messenger.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: "sms", to: user.phone });
    expect(sent[0].code).toMatch(/^\d{6}$/);
  });

  it("PASSWORD_RESET goes by e-mail, masked, when the account has one (two-factor on)", async () => {
    const user = await signUp(app);
    const email = `olena.${user.phone.slice(-7)}@example.com`;
    await enableTwoFactor(app, user, email);
    const before = app.messenger.sent.length;
    const delivery = ok(await requestCode(user.phone, "PASSWORD_RESET")).requestAuthCode;
    expect(delivery.channel).toBe("EMAIL");
    expect(delivery.sentTo).toBe(`o•ena.${user.phone.slice(-7)}@example.com`);
    const sent = app.messenger.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: "email", to: email });
    expect(sent[0].code).toMatch(/^\d{6}$/);
    expect(messagesTo(app, user.phone).filter((m) => app.messenger.sent.indexOf(m) >= before)).toHaveLength(0);
  });

  it("a sign-in code and a recovery code of the same phone have their own resend countdowns", async () => {
    const user = await signUp(app);
    ok(await requestCode(user.phone));
    ok(await requestCode(user.phone, "PASSWORD_RESET"));
    expect(failure(await requestCode(user.phone, "PASSWORD_RESET")).code).toBe("RESEND_TOO_SOON");
  });
});

describe("checkAuthCode", () => {
  it("accepts the right code with a phone ticket", async () => {
    const phone = newPhone();
    ok(await requestCode(phone));
    const check = ok(await checkCode(phone, app.messenger.lastCode(phone))).checkAuthCode;
    expect(check.codeValid).toBe(true);
    expect(check.attemptsLeft).toBe(5);
    expect(typeof check.phoneTicket).toBe("string");
    expect(check.phoneTicket!.length).toBeGreaterThan(20);
  });

  it("a wrong code is not valid and the tries left go down; the right one still works", async () => {
    const phone = newPhone();
    ok(await requestCode(phone));
    const code = app.messenger.lastCode(phone);
    const left: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const check = ok(await checkCode(phone, wrongCode(code))).checkAuthCode;
      expect(check.codeValid).toBe(false);
      expect(check.phoneTicket).toBeNull();
      left.push(check.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2]);
    expect(ok(await checkCode(phone, code)).checkAuthCode.codeValid).toBe(true);
  });

  it("the code of one phone does not confirm another", async () => {
    const a = newPhone();
    const b = newPhone();
    ok(await requestCode(a));
    ok(await requestCode(b));
    const codeA = app.messenger.lastCode(a);
    if (codeA === app.messenger.lastCode(b)) return; // one in a million: nothing to tell apart
    expect(ok(await checkCode(b, codeA)).checkAuthCode).toMatchObject({ codeValid: false, phoneTicket: null });
  });

  it("an expired code (after 5 minutes) is not valid and has no tries left", async () => {
    const phone = newPhone();
    ok(await requestCode(phone));
    const code = app.messenger.lastCode(phone);
    app.clock.advance(5 * 60_000 + 1_000);
    const check = ok(await checkCode(phone, code)).checkAuthCode;
    expect(check).toEqual({ codeValid: false, attemptsLeft: 0, phoneTicket: null, refusal: "EXPIRED" });
    // Another code typed then is wrong, not expired.
    expect(ok(await checkCode(phone, wrongCode(code))).checkAuthCode).toMatchObject({
      codeValid: false,
      refusal: "WRONG",
    });
  });

  it("a code that was never asked for is not valid and has no tries left", async () => {
    const phone = newPhone();
    expect(ok(await checkCode(phone, "123456")).checkAuthCode).toEqual({
      codeValid: false,
      attemptsLeft: 0,
      phoneTicket: null,
      refusal: "WRONG",
    });
  });

  it("a code already used by a finished sign-in is told USED, a wrong one WRONG, and neither spends a try", async () => {
    const user = await signUp(app);
    const used = app.messenger.lastCode(user.phone);
    const typedAgain = ok(await checkCode(user.phone, used)).checkAuthCode;
    expect(typedAgain).toEqual({ codeValid: false, attemptsLeft: 0, phoneTicket: null, refusal: "USED" });
    for (let i = 0; i < 5; i += 1) {
      expect(ok(await checkCode(user.phone, wrongCode(used))).checkAuthCode).toMatchObject({
        codeValid: false,
        refusal: "WRONG",
      });
    }
    // Nothing was compared with a live code: the phone's sign-in tries are all there.
    ok(await requestCode(user.phone));
    const fresh = app.messenger.lastCode(user.phone);
    expect(ok(await checkCode(user.phone, wrongCode(fresh))).checkAuthCode).toMatchObject({
      attemptsLeft: 4,
      refusal: "WRONG",
    });
  });

  it("5 wrong codes lock the phone for 15 minutes: even the right code and new codes are refused", async () => {
    const phone = newPhone();
    ok(await requestCode(phone));
    const code = app.messenger.lastCode(phone);
    for (let i = 0; i < 4; i += 1)
      expect(ok(await checkCode(phone, wrongCode(code))).checkAuthCode.codeValid).toBe(false);

    const fifth = await checkCode(phone, wrongCode(code));
    expect(fifth.data).toBeNull();
    expect(failure(fifth)).toMatchObject({ code: "TOO_MANY_ATTEMPTS", retryAfter: 15 * 60 });

    expect(failure(await checkCode(phone, code)).code).toBe("TOO_MANY_ATTEMPTS");
    app.clock.advance(61_000);
    const sentBefore = messagesTo(app, phone).length;
    const refused = failure(await requestCode(phone));
    expect(refused.code).toBe("TOO_MANY_ATTEMPTS");
    expect(refused.retryAfter).toBe(15 * 60 - 61);

    app.clock.advance(13 * 60_000);
    expect(failure(await requestCode(phone)).code).toBe("TOO_MANY_ATTEMPTS");
    expect(messagesTo(app, phone)).toHaveLength(sentBefore);

    app.clock.advance(60_000); // 15 minutes since the lock
    ok(await requestCode(phone));
    const check = ok(await checkCode(phone, app.messenger.lastCode(phone))).checkAuthCode;
    expect(check.codeValid).toBe(true);
  });

  it.each(["12ab", "12345", "1234567", ""])(
    "refuses the malformed code %j with validation.code.length, using up no try",
    async (bad) => {
      const phone = newPhone();
      ok(await requestCode(phone));
      const code = app.messenger.lastCode(phone);
      const answer = await checkCode(phone, bad);
      expect(answer.data).toBeNull();
      expect(fieldErrors(answer).code).toEqual(["validation.code.length"]);
      expect(ok(await checkCode(phone, wrongCode(code))).checkAuthCode.attemptsLeft).toBe(4);
    },
  );

  it("refuses a malformed phone with validation.phone.invalid", async () => {
    const answer = await checkCode("12345", "123456");
    expect(fieldErrors(answer).phone).toContain("validation.phone.invalid");
  });
});

describe("checkUserExists", () => {
  it("is false for a new phone and true once the account exists, however the number is typed", async () => {
    const phone = newPhone();
    expect(ok(await gql(app, USER_EXISTS, { phone }, { apiKey: true }))).toEqual({ checkUserExists: false });
    await signUp(app, { phone });
    expect(ok(await gql(app, USER_EXISTS, { phone }, { apiKey: true }))).toEqual({ checkUserExists: true });
    expect(ok(await gql(app, USER_EXISTS, { phone: formatted(phone) }, { apiKey: true }))).toEqual({
      checkUserExists: true,
    });
  });

  it("refuses a malformed phone with BAD_USER_INPUT on the phone field", async () => {
    const answer = await gql(app, USER_EXISTS, { phone: "12-34" }, { apiKey: true });
    expect(fieldErrors(answer).phone).toContain("validation.phone.invalid");
  });
});

describe("checkUsernameUnique", () => {
  const unique = (username: string) =>
    gql<{ checkUsernameUnique: boolean }>(app, USERNAME_UNIQUE, { username }, { apiKey: true });

  it("is true for a free username and false, regardless of case, for a taken one", async () => {
    const base = `olena_${newPhone().slice(-5)}`;
    expect(ok(await unique(base)).checkUsernameUnique).toBe(true);
    await signUp(app, { username: base });
    expect(ok(await unique(base)).checkUsernameUnique).toBe(false);
    expect(ok(await unique(base.toUpperCase())).checkUsernameUnique).toBe(false);
    expect(ok(await unique(`Olena_${base.slice(6)}`)).checkUsernameUnique).toBe(false);
    expect(ok(await unique(`${base}x`)).checkUsernameUnique).toBe(true);
  });

  it("signed in, counts the caller's own username as free (also in another case), and others' as taken", async () => {
    const me = await signUp(app, { username: `mine_${newPhone().slice(-6)}` });
    const other = await signUp(app, { username: `theirs_${newPhone().slice(-6)}` });
    const asMe = (username: string) =>
      gql<{ checkUsernameUnique: boolean }>(app, USERNAME_UNIQUE, { username }, { token: me.accessToken });
    expect(ok(await asMe(me.username)).checkUsernameUnique).toBe(true);
    expect(ok(await asMe(me.username.toUpperCase())).checkUsernameUnique).toBe(true);
    expect(ok(await asMe(other.username)).checkUsernameUnique).toBe(false);
    // Anonymous (the registration form), the same name is taken.
    expect(ok(await unique(me.username)).checkUsernameUnique).toBe(false);
  });

  it("answers nobody without the API key or a token", async () => {
    const answer = await gql(app, USERNAME_UNIQUE, { username: "somebody_free" });
    expect(answer.data).toBeNull();
    expect(failure(answer).code).toBe("UNAUTHENTICATED");
  });

  it.each([
    ["olena k", "validation.username.spaces"],
    ["olena-k", "validation.username.chars"],
    ["олена", "validation.username.chars"],
    ["ab", "validation.username.length"],
    ["a".repeat(25), "validation.username.length"],
    ["", "validation.username.required"],
  ])("refuses the username %j with BAD_USER_INPUT on the username field", async (username, key) => {
    const answer = await unique(username);
    expect(answer.data).toBeNull();
    expect(fieldErrors(answer).username).toContain(key);
  });
});

describe("when a code cannot be delivered", () => {
  it("says so (DELIVERY_FAILED), keeps no code, and lets the person ask again at once", async () => {
    const phone = newPhone();
    app.messenger.down = true;
    try {
      const failed = await gql(app, REQUEST_CODE, { phone }, { apiKey: true });
      expect(failed.errors?.[0].extensions?.code).toBe("DELIVERY_FAILED");
    } finally {
      app.messenger.down = false;
    }
    const again = await gql<{ requestAuthCode: { channel: string } }>(app, REQUEST_CODE, { phone }, { apiKey: true });
    expect(again.errors).toBeUndefined();
    expect(again.data?.requestAuthCode.channel).toBe("SMS");
  });
});
