import { describe, expect, it } from "vitest";
import { apiKeyCheck } from "./api-key";

describe("the API key check", () => {
  const isKey = apiKeyCheck("the-right-key-0123456789abcdef");

  it("takes the key and nothing else", () => {
    expect(isKey("the-right-key-0123456789abcdef")).toBe(true);
    for (const wrong of [
      "the-right-key-0123456789abcdeF",
      "the-right-key",
      "the-right-key-0123456789abcdef ",
      "",
      null,
      undefined,
    ]) {
      expect(isKey(wrong), String(wrong)).toBe(false);
    }
  });
});
