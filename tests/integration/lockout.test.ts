/**
 * What a stranger who knows only a phone number can do to its owner: ask for codes in a flood.
 * The resend wait and the hourly limit hold under parallel requests and count only codes that
 * went out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_LIMITS } from "../../server/modules/identity/service";
import { REQUEST_CODE, createTestApp, gql, newPhone, type TestApp } from "./harness";
import { failure, messagesTo, ok } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const requestCode = (phone: string, purpose?: "SIGN_IN" | "PASSWORD_RESET") =>
  gql<{ requestAuthCode: { resendAfter: number } }>(app, REQUEST_CODE, { phone, purpose }, { apiKey: true });

describe("asking for codes in a flood", () => {
  it("200 parallel requests for one phone send one SMS; the refused ones do not count toward the hour", async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 200 }, () => requestCode(phone)));
    const sent = answers.filter((a) => !a.errors);
    expect(sent).toHaveLength(1);
    expect(messagesTo(app, phone)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.errors)) expect(failure(refused)).toMatchObject({ code: "RESEND_TOO_SOON" });

    // The owner still has the rest of the hour's codes: 199 refusals counted for nothing.
    for (let i = 1; i < IDENTITY_LIMITS.codesPerPhonePerHour; i += 1) {
      app.clock.advance(61_000);
      ok(await requestCode(phone));
    }
    expect(messagesTo(app, phone)).toHaveLength(IDENTITY_LIMITS.codesPerPhonePerHour);
    app.clock.advance(61_000);
    expect(failure(await requestCode(phone)).code).toBe("TOO_MANY_ATTEMPTS");
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
