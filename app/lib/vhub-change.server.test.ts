import { describe, expect, it } from "vitest";
import { lastRoleCookie, lastRoleId } from "./vhub-change.server";

const ID = "0b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f";
const withCookie = (cookie: string) => new Request("http://app.test/vhub", { headers: { cookie } });

describe("vhub_change, the last role worked in", () => {
  it("reads back the role id it wrote", () => {
    const written = lastRoleCookie(ID, true).split(";")[0];
    expect(lastRoleId(withCookie(`theme=dark; ${written}`))).toBe(ID);
  });

  it("believes nothing but a role id's shape", () => {
    for (const value of ["0", "", "role", `${ID}x`, `../${ID}`])
      expect(lastRoleId(withCookie(`vhub_change=${encodeURIComponent(value)}`)), value).toBeNull();
  });

  it("forgetting it writes the default 0 and ends it", () => {
    expect(lastRoleCookie(ID, false)).toMatch(/HttpOnly/);
    expect(lastRoleCookie(null, false)).toMatch(/^vhub_change=0;.*Max-Age=0/);
  });
});
