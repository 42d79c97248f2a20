import { describe, expect, it } from "vitest";
import { logoutReturn } from "./logout-route.server";

describe("where Cancel on /logout returns", () => {
  it("goes back to the page the confirmation was asked from, query included", () => {
    expect(logoutReturn("/settings/privacy")).toBe("/settings/privacy");
    expect(logoutReturn("/knowledge-base?search=vote")).toBe("/knowledge-base?search=vote");
  });

  it("goes to /profile without one, for another site's address, or for sign-in and /logout itself", () => {
    for (const from of [
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/auth/signin",
      "/logout",
      "/logout?from=/profile",
    ]) {
      expect(logoutReturn(from), String(from)).toBe("/profile");
    }
  });
});
