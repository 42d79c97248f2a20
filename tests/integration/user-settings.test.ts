/**
 * updateAuthUserLanguage: the language a signed-in person picks in the header is kept in their
 * profile, so every device and every later sign-in speaks it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, gql, signUp, type TestApp } from "./harness";
import { UPDATE_LANGUAGE, failure, me, ok, signIn } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const setLanguage = (accessToken: string, language: string) =>
  gql<{ updateAuthUserLanguage: { id: string; language: string } }>(
    app,
    UPDATE_LANGUAGE,
    { language },
    { token: accessToken },
  );

describe("updateAuthUserLanguage", () => {
  it("keeps the language in the profile: this session, another device and the next sign-in read it", async () => {
    const user = await signUp(app);
    expect(ok(await me(app, user.accessToken)).getAuthUser).toMatchObject({ language: "uk" });

    expect(ok(await setLanguage(user.accessToken, "en")).updateAuthUserLanguage).toMatchObject({
      id: user.id,
      language: "en",
    });
    expect(ok(await me(app, user.accessToken)).getAuthUser).toMatchObject({ language: "en" });

    const other = await signIn(app, user.phone, user.password);
    expect(ok(await me(app, other.accessToken)).getAuthUser).toMatchObject({ language: "en" });
    ok(await setLanguage(other.accessToken, "ru"));
    expect(ok(await me(app, user.accessToken)).getAuthUser).toMatchObject({ language: "ru" });
  });

  it("changes only the caller's own profile", async () => {
    const [olena, taras] = [await signUp(app), await signUp(app)];
    ok(await setLanguage(olena.accessToken, "en"));
    expect(ok(await me(app, taras.accessToken)).getAuthUser).toMatchObject({ language: "uk" });
  });

  it("takes only the three interface languages, and changes nothing otherwise", async () => {
    const user = await signUp(app);
    const refused = await setLanguage(user.accessToken, "de");
    failure(refused);
    expect(refused.errors?.[0].message).toMatch(/Language/);
    expect(ok(await me(app, user.accessToken)).getAuthUser).toMatchObject({ language: "uk" });
  });
});
