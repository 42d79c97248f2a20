import { describe, expect, it } from "vitest";
import { languages } from "#graphql/languages";
// The app's texts, read as data: the help names what the app shows. (server/ never imports app/,
// so the check that joins the two lives here, outside both.)
import en from "../../app/locales/en/index";
import ru from "../../app/locales/ru/index";
import uk from "../../app/locales/uk/index";
import { seedContent, type SeedCategory } from "../../server/modules/knowledge/seed-content";

const all = (list: SeedCategory[]): SeedCategory[] =>
  list.flatMap((category) => [category, ...all(category.children ?? [])]);

describe("the help a fresh install starts with", () => {
  it("names the app's sections, menu items and buttons as the app writes them, in each language", () => {
    const strings = (node: unknown): string[] =>
      typeof node === "string" ? [node] : Object.values(node as object).flatMap(strings);
    // A label's colon is not part of the name ("Читати іншою мовою:").
    const appTexts = { uk, ru, en };
    const quoted = { uk: /«([^»]+)»/g, ru: /«([^»]+)»/g, en: /"([^"]+)"/g };
    let names = 0;
    for (const language of languages) {
      const texts = new Set(strings(appTexts[language]).map((text) => text.replace(/:$/, "")));
      const unknown: string[] = [];
      for (const category of all(seedContent)) {
        for (const post of category.posts) {
          for (const [, name] of post.texts[language].body.matchAll(quoted[language])) {
            names += 1;
            if (!texts.has(name)) unknown.push(`${post.texts[language].title}: ${name}`);
          }
        }
      }
      expect(unknown, language).toEqual([]);
    }
    // The help does name the app's parts (the comparison above is not vacuous).
    expect(names).toBeGreaterThan(40);
  });
});
