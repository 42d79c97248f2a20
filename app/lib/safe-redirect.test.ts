import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

/** Where a browser goes when it gets `Location: <value>` from http://app.example. */
const browserTarget = (location: string) => new URL(location.replace(/[\t\n\r]/g, ""), "http://app.example").origin;

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/auth/signin?x=1")).toBe("/auth/signin?x=1");
    expect(safeRedirect("/profile#companies")).toBe("/profile#companies");
    expect(safeRedirect("/")).toBe("/");
    expect(safeRedirect("/a/./b/../c")).toBe("/a/c");
    expect(safeRedirect("/пошук?q=кіт")).toBe("/%D0%BF%D0%BE%D1%88%D1%83%D0%BA?q=%D0%BA%D1%96%D1%82");
  });

  const hostile = [
    "https://evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\t\t//evil.example",
    "/%09/evil.example".replace("%09", "\t"),
    "/./\u0000/evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/a/../..//evil.example",
    "/\u007f/evil.example",
    " /evil.example",
    "javascript:alert(1)",
    "/" + "a".repeat(3000),
    "",
    null,
    undefined,
  ];

  it.each(hostile.map((to) => [JSON.stringify(to), to]))("never sends elsewhere: %s", (_shown, to) => {
    const target = safeRedirect(to);
    expect(target).toBe("/");
  });

  it("whatever it answers, a browser stays on this origin", () => {
    for (const to of [
      ...hostile,
      "/ok",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/@evil.example",
      "/:evil.example",
    ]) {
      expect(browserTarget(safeRedirect(to)), String(to)).toBe("http://app.example");
    }
  });
});
