import { describe, expect, it } from "vitest";
import { changedDetails, changedFields, freeShare, FULL_SHARE, namesDirectly } from "./rules";

const company = { name: "Acme", phone: "+380441234567", address: null, about: "We build." };

describe("the share rules (shared with the pages)", () => {
  it("only a sole owner with the whole company names it without a vote", () => {
    expect(namesDirectly(FULL_SHARE, 1)).toBe(true);
    expect(namesDirectly(6_000, 2)).toBe(false);
    // A director who owns nothing.
    expect(namesDirectly(null, 1)).toBe(false);
  });

  it("what may still be given away is the share held less what pending transfers reserve, never below nothing", () => {
    expect(freeShare(6_000, 2_500)).toBe(3_500);
    expect(freeShare(6_000, 0)).toBe(6_000);
    expect(freeShare(null, 0)).toBe(0);
    expect(freeShare(1_000, 1_500)).toBe(0);
  });
});

describe("what an update of the company's details changes", () => {
  it("keeps only the fields given whose value differs, in the form's order", () => {
    const changes = changedDetails(company, {
      about: "We sell.",
      phone: "+380441234567",
      address: "Podil 2",
      name: "Acme",
    });
    expect(changes).toEqual({ about: "We sell.", address: "Podil 2" });
    expect(changedFields(changes)).toEqual(["address", "about"]);
  });

  it("an empty value clears a detail that was set, and is no change where there was none", () => {
    expect(changedDetails(company, { phone: null })).toEqual({ phone: null });
    expect(changedDetails(company, { address: null })).toEqual({});
  });

  it("a form saved as it was changes nothing", () => {
    expect(changedFields(changedDetails(company, { ...company }))).toEqual([]);
    expect(changedFields(changedDetails(company, {}))).toEqual([]);
  });
});
