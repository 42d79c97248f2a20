import { describe, expect, it } from "vitest";
import { firstGrapheme, graphemes } from "./graphemes";

describe("the first user-perceived character", () => {
  it("is what the segmenter says, for plain letters and for those that join the next", () => {
    const names = [
      "Київ Інвест",
      "Company 1",
      "Ölgaz",
      "É", // one precomposed letter
      "e\u0301tude", // e + combining acute: one character of two code units
      "И\u0306ван", // Cyrillic letter + combining breve
      "👩‍💻 Studio", // a joined emoji
      "🇺🇦 Ukraine", // a flag: two regional indicators
      "\u0915\u094D\u0937", // a Devanagari conjunct
      "a",
      "",
    ];
    for (const name of names) expect(firstGrapheme(name), name).toBe(graphemes(name)[0] ?? "");
  });
});
