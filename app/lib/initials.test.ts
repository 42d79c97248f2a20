import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("avatar initials", () => {
  it("take whole characters, never half of one", () => {
    expect(initials("Олена", "Коваленко")).toBe("ОК");
    expect(initials("😀 Olena", "👍🏽Koval")).toBe("😀👍🏽");
    expect(initials("🇺🇦Taras", "👨‍👩‍👧 Family")).toBe("🇺🇦👨‍👩‍👧");
    expect(initials("e\u0301mile", "Zoë")).toBe("e\u0301Z");
    expect(initials(" Ann", "")).toBe("A");
  });
});
