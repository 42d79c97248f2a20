/**
 * The person's own data and settings (spec sections 2 to 5): getAuthUser, personal info
 * (updateAuthUser), localization (updateAuthUserPreferences). Each changes only the caller's row,
 * with the forms' rules; wrong input changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GetAuthUserDocument,
  UpdateAuthUserDocument,
  UpdateAuthUserPreferencesDocument,
} from "#graphql/generated/operations";
import { users } from "../../server/db/schema";
import { createTestApp, send, signUp, type TestApp } from "./harness";
import { errorCode, fieldErrors, ok, signIn } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const meOf = async (token: string) => ok(await send(app, GetAuthUserDocument, {}, { token })).getAuthUser;

describe("getAuthUser", () => {
  it("answers the person's own data with the defaults: uk, UAH, 24 h, contacts only, no second factor", async () => {
    const user = await signUp(app);
    expect(await meOf(user.accessToken)).toMatchObject({
      id: user.id,
      phone: user.phone,
      username: user.username,
      birthday: null,
      about: null,
      avatar: null,
      language: "uk",
      currency: "UAH",
      formatTime: "FORMAT_24H",
      phoneVisibility: "CONTACTS",
      emailVisibility: "CONTACTS",
      mfaEnabled: false,
    });
  });
});

describe("updateAuthUser (personal info)", () => {
  it("changes names, username, birthday and about; a field left out stays", async () => {
    const user = await signUp(app);
    const input = {
      name: "Taras",
      surname: "Shevchenko",
      username: `kobzar_${user.phone.slice(-5)}`,
      birthday: "1990-03-09",
      about: "Poet.\nPainter.",
    };
    const updated = ok(await send(app, UpdateAuthUserDocument, { input }, { token: user.accessToken })).updateAuthUser;
    expect(updated).toMatchObject(input);
    const again = ok(
      await send(app, UpdateAuthUserDocument, { input: { about: "Poet." } }, { token: user.accessToken }),
    ).updateAuthUser;
    expect(again).toMatchObject({ ...input, about: "Poet." });
    expect(await meOf(user.accessToken)).toMatchObject({ ...input, about: "Poet." });
  });

  it("clears birthday and about given as null or empty", async () => {
    const user = await signUp(app);
    ok(
      await send(
        app,
        UpdateAuthUserDocument,
        { input: { birthday: "2000-01-01", about: "Hi" } },
        { token: user.accessToken },
      ),
    );
    const cleared = ok(
      await send(app, UpdateAuthUserDocument, { input: { birthday: null, about: "  " } }, { token: user.accessToken }),
    ).updateAuthUser;
    expect(cleared).toMatchObject({ birthday: null, about: null });
  });

  it("takes birthday years from now - 75 to now - 12 by the server's clock, and real dates only", async () => {
    const user = await signUp(app);
    const year = app.clock.now().getUTCFullYear();
    const tryBirthday = (birthday: string) =>
      send(app, UpdateAuthUserDocument, { input: { birthday } }, { token: user.accessToken });
    ok(await tryBirthday(`${year - 12}-12-31`));
    ok(await tryBirthday(`${year - 75}-01-01`));
    expect(fieldErrors(await tryBirthday(`${year - 11}-01-01`))).toEqual({ birthday: ["validation.birthday.range"] });
    expect(fieldErrors(await tryBirthday(`${year - 76}-12-31`))).toEqual({ birthday: ["validation.birthday.range"] });
    expect(fieldErrors(await tryBirthday("2001-02-29"))).toEqual({ birthday: ["validation.birthday.noSuchDay"] });
    // A year later the youngest allowed year moves on (signed in again: the tokens expired).
    app.clock.advance(366 * 24 * 3600 * 1000);
    const later = await signIn(app, user.phone, user.password);
    ok(
      await send(
        app,
        UpdateAuthUserDocument,
        { input: { birthday: `${year - 11}-01-01` } },
        { token: later.accessToken },
      ),
    );
    expect(await meOf(later.accessToken)).toMatchObject({ birthday: `${year - 11}-01-01` });
  });

  it("refuses wrong input with the forms' messages and changes nothing", async () => {
    const user = await signUp(app);
    const before = await meOf(user.accessToken);
    const refused = await send(
      app,
      UpdateAuthUserDocument,
      { input: { name: "O", surname: "", username: "ab", about: "bell\u0007", birthday: "1990-01-01" } },
      { token: user.accessToken },
    );
    expect(fieldErrors(refused)).toEqual({
      name: ["validation.name.length"],
      surname: ["validation.surname.required"],
      username: ["validation.username.length"],
      about: ["validation.text.control"],
    });
    expect(
      fieldErrors(
        await send(app, UpdateAuthUserDocument, { input: { about: "x".repeat(501) } }, { token: user.accessToken }),
      ),
    ).toEqual({
      about: ["validation.about.length"],
    });
    expect(await meOf(user.accessToken)).toEqual(before);
  });

  it("keeps usernames unique regardless of case, and lets a person keep or re-case their own", async () => {
    const [olena, taras] = [await signUp(app), await signUp(app)];
    const taken = await send(
      app,
      UpdateAuthUserDocument,
      { input: { username: olena.username.toUpperCase() } },
      { token: taras.accessToken },
    );
    expect(errorCode(taken)).toBe("USERNAME_TAKEN");
    expect(
      fieldErrors({
        errors: [{ message: "", extensions: { code: "BAD_USER_INPUT", fields: taken.errors![0].extensions!.fields } }],
      }),
    ).toEqual({
      username: ["validation.username.taken"],
    });
    ok(
      await send(
        app,
        UpdateAuthUserDocument,
        { input: { username: olena.username.toUpperCase() } },
        { token: olena.accessToken },
      ),
    );
    expect((await meOf(taras.accessToken)).username).toBe(taras.username);
  });

  it("changes only the caller's row, and the database refuses what the rules refuse", async () => {
    const [olena, taras] = [await signUp(app), await signUp(app)];
    ok(await send(app, UpdateAuthUserDocument, { input: { about: "Olena's" } }, { token: olena.accessToken }));
    expect((await meOf(taras.accessToken)).about).toBeNull();
    await expect(
      app.database.db
        .update(users)
        .set({ about: "a\u0000b".replace("\u0000", "\u0001") })
        .where(eq(users.id, olena.id)),
    ).rejects.toThrow();
    await expect(
      app.database.db
        .update(users)
        .set({ about: "x".repeat(501) })
        .where(eq(users.id, olena.id)),
    ).rejects.toThrow();
  });

  it("needs a signed-in caller", async () => {
    expect(errorCode(await send(app, UpdateAuthUserDocument, { input: { about: "x" } }, { apiKey: true }))).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("updateAuthUserPreferences (localization)", () => {
  it("sets language, time format and currency; a field left out stays", async () => {
    const user = await signUp(app);
    const set = (input: Record<string, string>) =>
      send(app, UpdateAuthUserPreferencesDocument, { input }, { token: user.accessToken });
    expect(
      ok(await set({ language: "en", formatTime: "FORMAT_12H", currency: "EUR" })).updateAuthUserPreferences,
    ).toMatchObject({
      language: "en",
      formatTime: "FORMAT_12H",
      currency: "EUR",
    });
    ok(await set({ currency: "USD" }));
    expect(await meOf(user.accessToken)).toMatchObject({ language: "en", formatTime: "FORMAT_12H", currency: "USD" });
  });

  it("takes only the contract's values and changes nothing otherwise", async () => {
    const user = await signUp(app);
    const refused = await send(
      app,
      UpdateAuthUserPreferencesDocument,
      { input: { currency: "GBP" as "UAH" } },
      { token: user.accessToken },
    );
    expect(refused.errors?.[0].message).toMatch(/Currency/);
    expect(await meOf(user.accessToken)).toMatchObject({ currency: "UAH" });
  });
});
