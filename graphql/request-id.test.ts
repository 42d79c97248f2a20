import { describe, expect, it } from "vitest";
import { REQUEST_ID_MAX_LENGTH, requestIdFrom } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("a request's id", () => {
  it("is the one given when it is a plain token of at most 128 characters", () => {
    for (const given of [
      "abc",
      "0b6f5e1c-7d8e-4f00-9a1b-2c3d4e5f6a7b",
      "Root=1-67891233-abcdef012345678912345678",
      "lb.7:x/y+z@h_1",
      "a".repeat(REQUEST_ID_MAX_LENGTH),
    ]) {
      expect(requestIdFrom(given)).toBe(given);
    }
  });

  it("is a new UUID when none is given, or what is given is not a plain token (never repaired)", () => {
    for (const given of [
      null,
      undefined,
      "",
      "a".repeat(REQUEST_ID_MAX_LENGTH + 1),
      "two words",
      "a,b",
      'x"y',
      "x;y",
      "line\nbreak",
      "\u0000",
      "ідентифікатор",
      "<script>",
    ]) {
      expect(requestIdFrom(given), JSON.stringify(given)).toMatch(UUID);
    }
    expect(requestIdFrom(null)).not.toBe(requestIdFrom(null));
  });
});
