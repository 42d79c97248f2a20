import { describe, expect, it } from "vitest";
import { createCookie } from "./cookies.server";

describe("secret cookies", () => {
  const cookie = createCookie("__session", { secrets: ["first-secret-0123456789abcdefghij"] });

  it("round-trips a value", async () => {
    const header = (await cookie.serialize({ tokens: { accessToken: "eyJhbGciOi.secret" } })).split(";")[0];
    expect(await cookie.parse(header)).toEqual({ tokens: { accessToken: "eyJhbGciOi.secret" } });
  });

  it("keeps the contents unreadable in the browser", async () => {
    const header = await cookie.serialize({ accessToken: "eyJhbGciOi.secret" });
    const value = decodeURIComponent(header.split(";")[0].split("=").slice(1).join("="));
    expect(value).not.toContain("eyJhbGciOi");
    expect(atob(value.replace(/-/g, "+").replace(/_/g, "/"))).not.toContain("secret");
  });

  it("refuses a tampered or foreign cookie", async () => {
    const header = (await cookie.serialize({ a: 1 })).split(";")[0];
    const [name, value] = header.split("=");
    const flipped = value.slice(0, 20) + (value[20] === "A" ? "B" : "A") + value.slice(21);
    expect(await cookie.parse(`${name}=${flipped}`)).toBeNull();
    const other = createCookie("__session", { secrets: ["another-secret-0123456789abcdefgh"] });
    expect(await other.parse(header)).toBeNull();
  });

  it("still reads cookies sealed with a previous secret after rotation", async () => {
    const header = (await cookie.serialize({ a: 1 })).split(";")[0];
    const rotated = createCookie("__session", {
      secrets: ["new-secret-0123456789abcdefghijk", "first-secret-0123456789abcdefghij"],
    });
    expect(await rotated.parse(header)).toEqual({ a: 1 });
  });
});
