import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/auth/signin?x=1")).toBe("/auth/signin?x=1");
  });
  it("never sends elsewhere", () => {
    for (const to of ["https://evil.example", "//evil.example", "/\\evil.example", "", null, undefined]) {
      expect(safeRedirect(to)).toBe("/");
    }
  });
});
