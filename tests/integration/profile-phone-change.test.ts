/**
 * Phone change (spec: personal info; section 5): confirm the current number by SMS, enter a new
 * number that differs and is not in use, confirm it by SMS; the phone changes in one transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConfirmCurrentPhoneDocument,
  ConfirmNewPhoneDocument,
  GetAuthUserDocument,
  RequestNewPhoneCodeDocument,
  RequestPhoneChangeCodeDocument,
} from "#graphql/generated/operations";
import { createTestApp, newPhone, send, signUp, type SignedUpUser, type TestApp } from "./harness";
import { errorCode, failure, fieldErrors, ok, signIn, wrongCode } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "3600" });
});
afterAll(() => app.close());

const auth = (user: SignedUpUser) => ({ token: user.accessToken });

/** Steps 1 and 2: the current number confirmed. */
async function confirmCurrent(user: SignedUpUser) {
  ok(await send(app, RequestPhoneChangeCodeDocument, {}, auth(user)));
  ok(await send(app, ConfirmCurrentPhoneDocument, { code: app.messenger.lastCode(user.phone) }, auth(user)));
}
const requestNew = (user: SignedUpUser, phone: string) => send(app, RequestNewPhoneCodeDocument, { phone }, auth(user));
const confirmNew = (user: SignedUpUser, phone: string, code: string) =>
  send(app, ConfirmNewPhoneDocument, { phone, code }, auth(user));

describe("phone change", () => {
  it("changes the phone after both numbers are confirmed; the new number signs in, the old one is free", async () => {
    const user = await signUp(app);
    const delivery = ok(await send(app, RequestPhoneChangeCodeDocument, {}, auth(user))).requestPhoneChangeCode;
    expect(delivery).toMatchObject({ channel: "SMS", expiresIn: 300 });
    ok(await send(app, ConfirmCurrentPhoneDocument, { code: app.messenger.lastCode(user.phone) }, auth(user)));
    const next = newPhone();
    expect(ok(await requestNew(user, next)).requestNewPhoneCode).toMatchObject({ channel: "SMS" });
    const changed = ok(await confirmNew(user, next, app.messenger.lastCode(next))).confirmNewPhone;
    expect(changed).toMatchObject({ id: user.id, phone: next });
    expect(ok(await send(app, GetAuthUserDocument, {}, auth(user))).getAuthUser.phone).toBe(next);
    await signIn(app, next, user.password);
    // The codes are used up: the change cannot be replayed.
    expect(errorCode(await requestNew(user, newPhone()))).toBe("PHONE_CHANGE_NOT_CONFIRMED");
    // The old number can make a new account.
    await signUp(app, { phone: user.phone, username: `again_${user.phone.slice(-6)}` });
  });

  it("needs the current number confirmed first, and the confirmation lasts 10 minutes", async () => {
    const user = await signUp(app);
    expect(errorCode(await requestNew(user, newPhone()))).toBe("PHONE_CHANGE_NOT_CONFIRMED");
    ok(await send(app, RequestPhoneChangeCodeDocument, {}, auth(user)));
    const code = app.messenger.lastCode(user.phone);
    expect(failure(await send(app, ConfirmCurrentPhoneDocument, { code: wrongCode(code) }, auth(user)))).toMatchObject({
      code: "INVALID_CODE",
      attemptsLeft: 4,
    });
    expect(errorCode(await requestNew(user, newPhone()))).toBe("PHONE_CHANGE_NOT_CONFIRMED");
    ok(await send(app, ConfirmCurrentPhoneDocument, { code }, auth(user)));
    app.clock.advance(10 * 60_000 + 1000);
    expect(errorCode(await requestNew(user, newPhone()))).toBe("PHONE_CHANGE_NOT_CONFIRMED");
  });

  it("refuses the current number, a number in use, and a malformed one; nothing is sent", async () => {
    const [user, other] = [await signUp(app), await signUp(app)];
    await confirmCurrent(user);
    const before = app.messenger.sent.length;
    expect(failure(await requestNew(user, user.phone))).toMatchObject({
      code: "PHONE_UNCHANGED",
      fields: { phone: ["validation.newPhone.same"] },
    });
    expect(errorCode(await requestNew(user, other.phone))).toBe("PHONE_TAKEN");
    expect(fieldErrors(await requestNew(user, "12345"))).toEqual({ phone: ["validation.phone.invalid"] });
    expect(app.messenger.sent.length).toBe(before);
  });

  it("a code sent to one new number does not confirm another; a wrong code changes nothing", async () => {
    const user = await signUp(app);
    await confirmCurrent(user);
    const [first, second] = [newPhone(), newPhone()];
    ok(await requestNew(user, first));
    const code = app.messenger.lastCode(first);
    expect(errorCode(await confirmNew(user, second, code))).toBe("INVALID_CODE");
    expect(failure(await confirmNew(user, first, wrongCode(code)))).toMatchObject({
      code: "INVALID_CODE",
      attemptsLeft: 4,
    });
    expect(ok(await send(app, GetAuthUserDocument, {}, auth(user))).getAuthUser.phone).toBe(user.phone);
    ok(await confirmNew(user, first, code));
  });

  it("parallel guesses of the new number's code spend exactly its tries", async () => {
    const user = await signUp(app);
    await confirmCurrent(user);
    const next = newPhone();
    ok(await requestNew(user, next));
    const code = app.messenger.lastCode(next);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirmNew(user, next, wrongCode(code))));
    const codes = answers.map((a) => errorCode(a));
    expect(codes.filter((c) => c === "INVALID_CODE")).toHaveLength(4);
    expect(codes.filter((c) => c === "TOO_MANY_ATTEMPTS")).toHaveLength(6);
    expect(errorCode(await confirmNew(user, next, code))).toMatch(/INVALID_CODE|TOO_MANY_ATTEMPTS/);
    expect(ok(await send(app, GetAuthUserDocument, {}, auth(user))).getAuthUser.phone).toBe(user.phone);
  });

  it("two people claiming one new number in parallel: one gets it, the other PHONE_TAKEN", async () => {
    const [olena, taras] = [await signUp(app), await signUp(app)];
    await confirmCurrent(olena);
    await confirmCurrent(taras);
    const wanted = newPhone();
    ok(await requestNew(olena, wanted));
    const olenaCode = app.messenger.lastCode(wanted);
    ok(await requestNew(taras, wanted));
    const tarasCode = app.messenger.lastCode(wanted);
    const answers = await Promise.all([confirmNew(olena, wanted, olenaCode), confirmNew(taras, wanted, tarasCode)]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.map((a) => errorCode(a)).filter(Boolean)).toEqual(["PHONE_TAKEN"]);
    const phones = [
      ok(await send(app, GetAuthUserDocument, {}, auth(olena))).getAuthUser.phone,
      ok(await send(app, GetAuthUserDocument, {}, auth(taras))).getAuthUser.phone,
    ];
    expect(phones.filter((p) => p === wanted)).toHaveLength(1);
  });
});
