import { describe, expect, it } from "vitest";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import en from "~/locales/en/index";
import ru from "~/locales/ru/index";
import uk from "~/locales/uk/index";
import { displayPhone } from "./account-steps.server";

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : texts(v)));

describe("phones, one way", () => {
  it("are shown in libphonenumber's international format", () => {
    expect(displayPhone("+380671112233")).toBe("+380 67 111 2233");
    expect(displayPhone("+48601234567")).toBe("+48 601 234 567");
  });

  it("are written in the texts' examples as libphonenumber writes them (national without the country code)", () => {
    let examples = 0;
    for (const catalogue of [uk, ru, en]) {
      for (const text of texts(catalogue as unknown as Tree)) {
        for (const [example] of text.matchAll(/\+?\d[\d ]{8,}\d/g)) {
          examples += 1;
          const parsed = parsePhoneNumberFromString(example, "UA");
          expect(parsed?.isValid(), example).toBe(true);
          expect(example.startsWith("+") ? parsed!.formatInternational() : parsed!.formatNational(), text).toBe(example);
        }
      }
    }
    // The sign-in, phone change, vHold's company and the control center's company profile hints in three languages.
    expect(examples).toBe(12);
  });
});
