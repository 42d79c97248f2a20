import { describe, expect, it } from "vitest";
import { describeDevice, shownBirthday, shownContact } from "./rules";

const stranger = { isSelf: false, isContact: false };

describe("shownContact", () => {
  it("shows the value whole to the person, to everyone with ALL, and to contacts with CONTACTS", () => {
    expect(shownContact("+380671234589", "phone", "CONTACTS", { isSelf: true, isContact: false })).toBe(
      "+380671234589",
    );
    expect(shownContact("+380671234589", "phone", "ALL", stranger)).toBe("+380671234589");
    expect(shownContact("olena@example.com", "email", "CONTACTS", { isSelf: false, isContact: true })).toBe(
      "olena@example.com",
    );
  });

  it("masks for everyone else as the spec says: the country code, 2 digits and the last 2; the e-mail's second character", () => {
    expect(shownContact("+380671234589", "phone", "CONTACTS", stranger)).toBe("+380 67•••••89");
    expect(shownContact("olena@example.com", "email", "CONTACTS", stranger)).toBe("o•ena@example.com");
  });

  it("keeps a missing value missing", () => {
    expect(shownContact(null, "email", "CONTACTS", stranger)).toBeNull();
  });
});

describe("shownBirthday", () => {
  it("is the person's own and their contacts'; anyone else gets nothing, a date having no masked form", () => {
    expect(shownBirthday("1990-05-17", { isSelf: true, isContact: true })).toBe("1990-05-17");
    expect(shownBirthday("1990-05-17", { isSelf: false, isContact: true })).toBe("1990-05-17");
    expect(shownBirthday("1990-05-17", { isSelf: false, isContact: false })).toBeNull();
    expect(shownBirthday(null, { isSelf: true, isContact: true })).toBeNull();
  });
});

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "Chrome",
      "Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge",
      "Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari",
      "macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari",
      "iOS",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox", "Linux"],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet",
      "Android",
    ],
  ])("%s", (ua, browser, os) => {
    expect(describeDevice(ua)).toEqual({ browser, os });
  });

  it("says nothing of what it does not know", () => {
    expect(describeDevice("curl/8.5.0")).toEqual({ browser: null, os: null });
  });
});
