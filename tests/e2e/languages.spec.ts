import { legalDocuments } from "../../app/content/legal";
import { catalogues, expect, modes, test, Ui, type Language } from "./fixtures";

/** Picks a language with the form on the page (it posts to /preferences/locale and comes back). */
async function switchLanguage(ui: Ui, from: Language, to: Language) {
  const t = catalogues[from];
  await ui.field(t.language.label).selectOption(to);
  await ui.button(t.language.apply).click();
  await expect(ui.page.locator("html")).toHaveAttribute("lang", to);
  await ui.ready();
}

const order: Language[] = ["uk", "ru", "en"];

for (const mode of modes) {
  test.describe(`languages ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    for (const id of ["privacy-policy", "user-agreement"] as const) {
      test(`/${id} reads in Ukrainian, Russian and English`, async ({ ui, page }) => {
        await ui.goto(`/${id}`);
        let previous: Language = "uk";
        for (const language of order) {
          if (language !== previous) await switchLanguage(ui, previous, language);
          previous = language;
          const document = legalDocuments[id][language];
          await ui.expectPath(`/${id}`);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.title);
          await expect(page.getByText(document.intro)).toBeVisible();
          await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(document.sections[0].heading);
          await expect(page).toHaveTitle(
            `${catalogues[language].titles[id === "privacy-policy" ? "privacyPolicy" : "userAgreement"]} | vHold`,
          );
          // The footer and the way back are in the same language.
          await expect(page.getByRole("link", { name: catalogues[language].legal.toSignIn })).toBeVisible();
        }
      });
    }

    test("the sign-in page follows the chosen language, and the choice is kept", async ({ ui, page }) => {
      await ui.goto("/auth/signin");
      let previous: Language = "uk";
      for (const language of ["ru", "en", "uk"] as const) {
        await switchLanguage(ui, previous, language);
        previous = language;
        const t = catalogues[language];
        await ui.expectPath("/auth/signin");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.auth.signin.heading);
        await expect(ui.field(t.auth.signin.phone)).toBeVisible();
        await expect(ui.button(t.auth.signin.submit)).toBeVisible();
        // Kept in the cookie: another page opens in it too.
        await ui.goto("/privacy-policy");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          legalDocuments["privacy-policy"][language].title,
        );
        await ui.goto("/auth/signin");
      }
    });
  });
}

for (const mode of modes) {
  test.describe(`the language of a signed-in person ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js });

    test("is changed from the header and kept in the profile: after reload, logout and the next sign-in", async ({
      ui,
      api,
      user,
      page,
    }) => {
      await api.createUser(user); // language uk
      await ui.signIn(user);
      await switchLanguage(ui, "uk", "en");
      const en = catalogues.en;
      await ui.expectPath("/profile");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        en.app.profile.heading.replace("{{name}}", user.name),
      );
      await expect(page).toHaveTitle(`${en.titles.profile} | vHold`);
      await ui.goto("/profile");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        en.app.profile.heading.replace("{{name}}", user.name),
      );

      const english = new Ui(page, ui.js, "en", ui.outbox, ui.baseURL);
      await english.logout();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.signin.heading);

      // The profile says English now: a sign-in from a Ukrainian page ends in English.
      await switchLanguage(english, "en", "uk");
      await ui.signIn(user);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        en.app.profile.heading.replace("{{name}}", user.name),
      );
    });
  });

  test.describe(`the language after signing in and out ${mode.title}`, () => {
    test.use({ javaScriptEnabled: mode.js, language: "en" });

    test("signing in from an English page as a Ukrainian user shows Ukrainian under lang=uk, and logging out stays Ukrainian", async ({
      ui,
      api,
      user: someone,
      page,
    }) => {
      const user = { ...someone, language: "uk" as const };
      await api.createUser(user); // the profile says uk; the browser's cookie says en
      await ui.signIn(user);
      const uk = new Ui(page, ui.js, "uk", ui.outbox, ui.baseURL);
      await expect(page.locator("html")).toHaveAttribute("lang", "uk");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        uk.t.app.profile.heading.replace("{{name}}", user.name),
      );
      await expect(page.getByRole("button", { name: uk.t.language.apply, exact: true })).toBeVisible();

      await uk.logout();
      await expect(page.locator("html")).toHaveAttribute("lang", "uk");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(uk.t.auth.signin.heading);
      await expect(uk.button(uk.t.auth.signin.submit)).toBeVisible();
    });
  });
}

test.describe("texts by area, with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the sign-in pages load no knowledge-base texts; the knowledge base gets them on the way, also in another language", async ({
    ui,
    api,
    user,
    page,
  }) => {
    const loaded = new Set<string>();
    const areaChunks = () => [...loaded].sort();
    page.on("request", (request) => {
      const match = /\/assets\/locale-(\w+)-([\w.]+)-[\w-]+\.js$/.exec(request.url());
      if (match) loaded.add(`${match[1]}/${match[2]}`);
    });
    await api.createUser(user); // language uk
    await ui.goto("/auth/signin");
    expect(areaChunks()).toEqual(["uk/auth.signin", "uk/common"]);

    // Through the sign-in screens (ui.signIn posts their forms instead): the last step ends with
    // a client-side navigation to /profile, whose texts come on the way.
    await ui.enterCode(await ui.enterPhone(user));
    await ui.expectPath("/auth/signin-password");
    await ui.enterPassword(user.password);
    await ui.expectPath("/profile");
    await expect(page.getByRole("heading", { name: catalogues.uk.app.posts.recommended })).toBeVisible();
    // The profile lists companies, offers, roles and notifications with its own texts
    // (hubProfile, app.profile) and the notifications', and recommends help posts with the
    // signed-in layout's texts (app): neither vHold's whole area nor the knowledge base's. Each
    // sign-in step walked its own.
    expect(areaChunks()).toEqual([
      "uk/app",
      "uk/app.profile",
      "uk/auth.code",
      "uk/auth.password",
      "uk/auth.signin",
      "uk/common",
      "uk/hubProfile",
      "uk/notifications",
    ]);

    // The knowledge base, reached by a client-side navigation, brings its area before it shows.
    await page.getByRole("link", { name: catalogues.uk.app.posts.toIndex }).click();
    await ui.expectPath("/knowledge-base");
    await expect(page.getByRole("heading", { level: 1, name: catalogues.uk.knowledge.heading })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/\bknowledge\.\w+/);
    expect(areaChunks()).toContain("uk/knowledge");

    // Another language comes with the same areas.
    await switchLanguage(ui, "uk", "en");
    await expect(page.getByRole("heading", { level: 1, name: catalogues.en.knowledge.heading })).toBeVisible();
    // The areas in view, in English; server-only areas (validation, titles) never travel.
    expect(areaChunks()).toEqual(expect.arrayContaining(["en/common", "en/app", "en/knowledge"]));
    expect(areaChunks().filter((chunk) => /\/(titles|validation)$/.test(chunk))).toEqual([]);
  });
});
