import { describe, expect, it } from "vitest";
import { controlCenterPath, controlSectionPath, mainRouteOf, rolePath } from "./hub-paths";

const A = "0b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f";
const B = "1b7c6f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f";

describe("the role picker keeps the screen", () => {
  it("keeps a screen every role has", () => {
    expect(rolePath(`/vhub/${A}/structure-company`, B)).toBe(`/vhub/${B}/structure-company`);
    expect(rolePath(`/vhub/${A}/control-center/storage`, B)).toBe(`/vhub/${B}/control-center/storage`);
    expect(rolePath(`/vhub/${A}/instruction/x/edit`, B)).toBe(`/vhub/${B}/instruction`);
  });
  it("opens the dashboard for a role's own screen or anything else", () => {
    expect(rolePath(`/vhub/${A}`, B)).toBe(`/vhub/${B}`);
    expect(rolePath(`/vhub/${A}/leave`, B)).toBe(`/vhub/${B}`);
    expect(rolePath("/profile", B)).toBe(`/vhub/${B}`);
    expect(rolePath(`/vhub/${A}/control-center/nothing`, B)).toBe(`/vhub/${B}/control-center`);
  });
});

describe("the control center's last main route", () => {
  it("remembers a page of the same role's hub", () => {
    expect(controlCenterPath(A, `/vhub/${A}/structure-company`)).toBe(
      `/vhub/${A}/control-center/company-profile?from=%2Fvhub%2F${A}%2Fstructure-company`,
    );
    // The hub's Team and Owners open their sections, remembering the page in the same way.
    expect(controlSectionPath(A, "team", `/vhub/${A}`)).toBe(`/vhub/${A}/control-center/team?from=%2Fvhub%2F${A}`);
    expect(mainRouteOf(`/vhub/${A}/structure-company?role=1`, A)).toBe(`/vhub/${A}/structure-company?role=1`);
    expect(mainRouteOf(`/vhub/${A}`, A)).toBe(`/vhub/${A}`);
  });
  it("believes nothing else", () => {
    for (const raw of [
      null,
      "",
      "https://evil.test/",
      `/vhub/${B}`,
      `/vhub/${A}x`,
      `/vhub/${A}/control-center/team`,
      `//vhub/${A}`,
      `/vhub/${A}/\\evil`,
    ]) {
      expect(mainRouteOf(raw, A), String(raw)).toBeNull();
    }
  });
});
