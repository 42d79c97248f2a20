import { describe, expect, it } from "vitest";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import en from "~/locales/en/index";
import ru from "~/locales/ru/index";
import uk from "~/locales/uk/index";
import { formatPhone, formatPhoneOrNull } from "#graphql/phone.server";

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : texts(v)));

describe("phones, one way", () => {
  it("are shown in libphonenumber's international format", () => {
    expect(formatPhone("+380671112233")).toBe("+380 67 111 2233");
    expect(formatPhone("+380441112204")).toBe("+380 44 111 2204");
    expect(formatPhone("+48601234567")).toBe("+48 601 234 567");
    expect(formatPhoneOrNull(null)).toBeNull();
    // Stored numbers always parse; anything else is shown as it is rather than lost.
    expect(formatPhone("12")).toBe("12");
  });

  it("are formatted by the one formatter, nowhere by hand", () => {
    // Every place that shows a phone goes through graphql/phone.server.ts (issue 41: the team's
    // and the owners' profiles showed the stored E.164). The phone library is imported for the
    // sign-in's national number, the country list and validation only.
    const files = import.meta.glob(["/app/**/*.{ts,tsx}", "/server/**/*.ts", "!**/*.test.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>;
    const importers = Object.entries(files)
      .filter(([, text]) => /from "libphonenumber-js/.test(text))
      .map(([path]) => path)
      .sort();
    expect(importers).toEqual([
      "/app/lib/countries.server.ts",
      "/app/routes/_app.settings.personal-info.phone.new.tsx",
      "/app/routes/auth.signin.tsx",
    ]);
  });

  it("are written in the texts' examples as libphonenumber writes them (national without the country code)", () => {
    let examples = 0;
    for (const catalogue of [uk, ru, en]) {
      for (const text of texts(catalogue as unknown as Tree)) {
        for (const [example] of text.matchAll(/\+?\d[\d ]{8,}\d/g)) {
          examples += 1;
          const parsed = parsePhoneNumberFromString(example, "UA");
          expect(parsed?.isValid(), example).toBe(true);
          expect(example.startsWith("+") ? parsed!.formatInternational() : parsed!.formatNational(), text).toBe(
            example,
          );
        }
      }
    }
    // The sign-in, phone change, vHold's company and the control center's company profile hints in three languages.
    expect(examples).toBe(12);
  });
});
