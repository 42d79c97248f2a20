import { describe, expect, it } from "vitest";
import en from "../../app/locales/en/index";
import ru from "../../app/locales/ru/index";
import uk from "../../app/locales/uk/index";
import { sharePercent } from "./companies";
import { formatShare } from "./company-limits";

describe("a share as people read it", () => {
  it("is written in the person's language", () => {
    expect([1250, 3333, 10000, 1, 5].map((bp) => formatShare(bp, "uk"))).toEqual([
      "12,5",
      "33,33",
      "100",
      "0,01",
      "0,05",
    ]);
    expect(formatShare(1050, "ru")).toBe("10,5");
    expect(formatShare(1050, "en")).toBe("10.5");
  });

  it("is what the share field takes back, to the basis point", () => {
    for (const language of ["uk", "ru", "en"]) {
      for (const bp of [1, 99, 1050, 3333, 5000, 9999, 10000])
        expect(sharePercent.parse(formatShare(bp, language)), `${bp} in ${language}`).toBe(bp);
    }
  });

  it("is written the way the field's hint shows it", () => {
    for (const [language, texts] of Object.entries({ uk, ru, en }))
      expect(texts.vhold.transfer.shareHint, language).toContain(formatShare(1250, language));
  });
});
