import { describe, expect, it } from "vitest";
import { shownContact } from "./rules";

const stranger = { isSelf: false, isContact: false };

describe("shownContact", () => {
  it("shows the value whole to the person, to everyone with ALL, and to contacts with CONTACTS", () => {
    expect(shownContact("+380671234589", "phone", "CONTACTS", { isSelf: true, isContact: false })).toBe("+380671234589");
    expect(shownContact("+380671234589", "phone", "ALL", stranger)).toBe("+380671234589");
    expect(shownContact("olena@example.com", "email", "CONTACTS", { isSelf: false, isContact: true })).toBe("olena@example.com");
  });

  it("masks for everyone else as the spec says: the country code, 2 digits and the last 2; the e-mail's second character", () => {
    expect(shownContact("+380671234589", "phone", "CONTACTS", stranger)).toBe("+380 67•••••89");
    expect(shownContact("olena@example.com", "email", "CONTACTS", stranger)).toBe("o•ena@example.com");
  });

  it("keeps a missing value missing", () => {
    expect(shownContact(null, "email", "CONTACTS", stranger)).toBeNull();
  });
});
