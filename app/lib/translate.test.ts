import { describe, expect, it } from "vitest";
import en from "~/locales/en/index";
import ru from "~/locales/ru/index";
import uk from "~/locales/uk/index";
import { createTranslator, dynamicKey } from "./translate";

describe("translator", () => {
  it("interpolates values", () => {
    const t = createTranslator(en, "en");
    expect(t("auth.code.sentTo", { to: "+380 67•••••67" })).toBe("We sent a 6-digit code to +380 67•••••67.");
  });

  it("picks the plural form of the language", () => {
    expect(createTranslator(en, "en")("auth.code.attemptsLeft", { count: 1 })).toBe("Wrong code. 1 attempt left.");
    const t = createTranslator(uk, "uk");
    expect(t("auth.code.attemptsLeft", { count: 1 })).not.toBe(t("auth.code.attemptsLeft", { count: 2 }));
    expect(t("auth.code.attemptsLeft", { count: 2 })).not.toBe(t("auth.code.attemptsLeft", { count: 5 }));
  });

  it("answers the key itself when there is no text", () => {
    expect(createTranslator(en, "en")(dynamicKey("no.such.key"))).toBe(dynamicKey("no.such.key"));
  });
});

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe("catalogues", () => {
  it("have the same keys in uk, ru and en (plural forms aside)", () => {
    const expected = new Set(keys(en as unknown as Tree).map(base));
    for (const catalogue of [uk, ru]) {
      expect(new Set(keys(catalogue as unknown as Tree).map(base))).toEqual(expected);
    }
  });

  it("translate every text (no English left in uk or ru)", () => {
    const english = keys(en as unknown as Tree);
    const same = (catalogue: Tree) =>
      english.filter((k) => {
        const t = createTranslator(catalogue, "uk");
        return (
          t(dynamicKey(k)) === createTranslator(en, "en")(dynamicKey(k)) &&
          !/^(product|language\.|app\.nav\.vh|vhold\.share$|hubProfile\.share$|control\.ownersPage\.percent$|charts\.share$|charts\.ownership\.part$|settings\.personalInfo\.notSet$|notifications\.system$|tasks\.page\.history\.(moved|system)$)/.test(
            k,
          )
        ); // names (the product as an actor too), a share's "{{share}} %", the dash of an empty field, a move "{{from}} → {{to}}"
      });
    expect(same(uk as unknown as Tree)).toEqual([]);
    expect(same(ru as unknown as Tree)).toEqual([]);
  });

  it("leave a person's name in the nominative: first, after a colon or in brackets (issue 41)", () => {
    // Names are not declined ("від Богдан Шевченко", "призначити Катерина Мельник новим директором"),
    // so a text puts them where the nominative is right.
    const texts = (tree: Tree): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : texts(v)));
    for (const catalogue of [uk, ru]) {
      const misplaced = texts(catalogue as unknown as Tree).filter((text) =>
        [...text.matchAll(/\{\{(person|candidate)\}\}/g)].some(
          (match) => match.index > 0 && !/(: |\()$/.test(text.slice(0, match.index)),
        ),
      );
      expect(misplaced).toEqual([]);
    }
  });

  it("call the SMS code's field the same everywhere (issue 41: 'Код із SMS' here, 'Код з SMS' there)", () => {
    for (const [catalogue, language] of [
      [uk, "uk"],
      [ru, "ru"],
      [en, "en"],
    ] as const) {
      const t = createTranslator(catalogue, language);
      const labels = new Set(
        ["auth.code.label", "vhold.confirm.code", "settings.phoneChange.code", "titles.signinCode"].map((key) =>
          t(dynamicKey(key)),
        ),
      );
      expect([...labels], language).toHaveLength(1);
    }
  });

  it('never guess a person\'s gender with a placeholder such as "передав(ла)" or "принял(-а)"', () => {
    const texts = (tree: Tree): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : texts(v)));
    for (const catalogue of [uk, ru])
      expect(texts(catalogue as unknown as Tree).filter((text) => /\p{L}\(-?\p{L}{1,3}\)/u.test(text))).toEqual([]);
  });
});
