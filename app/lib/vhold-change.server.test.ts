import { describe, expect, it } from "vitest";
import { lastCompanyCookie, lastCompanyId } from "./vhold-change.server";

const ID = "0b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f";
const withCookie = (cookie: string) => new Request("http://app.test/vhold", { headers: { cookie } });

describe("vhold_change, the last company opened", () => {
  it("reads back the company id it wrote", () => {
    const written = lastCompanyCookie(ID, true).split(";")[0];
    expect(lastCompanyId(withCookie(`theme=dark; ${written}`))).toBe(ID);
  });

  it("believes nothing but a company id's shape", () => {
    for (const value of ["0", "", "not-an-id", `${ID}x`, `../${ID}`, "0b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6"]) {
      expect(lastCompanyId(withCookie(`vhold_change=${encodeURIComponent(value)}`)), value).toBeNull();
    }
    expect(lastCompanyId(new Request("http://app.test/vhold"))).toBeNull();
  });

  it("is kept a year, for the whole site, out of scripts' reach; forgetting it writes the default 0 and ends it", () => {
    const kept = lastCompanyCookie(ID, true);
    expect(kept).toMatch(/Max-Age=31536000/);
    expect(kept).toMatch(/Path=\//);
    expect(kept).toMatch(/HttpOnly/);
    expect(kept).toMatch(/Secure/);
    const forgotten = lastCompanyCookie(null, false);
    expect(forgotten).toMatch(/^vhold_change=0;/);
    expect(forgotten).toMatch(/Max-Age=0/);
    expect(forgotten).not.toMatch(/Secure/);
  });
});
