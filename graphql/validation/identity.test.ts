import { describe, expect, it } from "vitest";
import {
  maskEmail,
  maskPhone,
  passwordInput,
  registrationForm,
  signInPhoneForm,
  toE164,
  usernameInput,
} from "./identity";
import { passwordHints, passwordStrength } from "./password-strength";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("phone", () => {
  it("turns a national number and a country into E.164", () => {
    expect(toE164("067 123 45 67", "UA")).toBe("+380671234567");
    expect(toE164("+1 202 555 0143", "UA")).toBe("+12025550143");
    expect(toE164("12", "UA")).toBeNull();
  });

  it("explains what is wrong with a phone", () => {
    expect(firstMessage(signInPhoneForm.safeParse({ countryCode: "UA", phone: "" }))).toBe("validation.phone.required");
    expect(firstMessage(signInPhoneForm.safeParse({ countryCode: "UA", phone: "12345" }))).toBe("validation.phone.min");
    expect(firstMessage(signInPhoneForm.safeParse({ countryCode: "UA", phone: "1234567890123456" }))).toBe(
      "validation.phone.max",
    );
    expect(firstMessage(signInPhoneForm.safeParse({ countryCode: "UA", phone: "0000000" }))).toBe(
      "validation.phone.invalid",
    );
  });

  it("masks all but the country code, two first and two last digits", () => {
    expect(maskPhone("+380671234567")).toBe("+380 67•••••67");
  });
});

describe("password", () => {
  it("takes Latin letters, digits and every symbol of the spec's set", () => {
    expect(passwordInput.safeParse("Abcdef1!@#$%^&*()_+-=[]{};:'\"\\|,.<>/?").success).toBe(true);
  });

  it("refuses short passwords, whitespace and other characters", () => {
    expect(firstMessage(passwordInput.safeParse("Ab1!"))).toBe("validation.password.min");
    expect(firstMessage(passwordInput.safeParse("Abcdef 12"))).toBe("validation.password.whitespace");
    expect(firstMessage(passwordInput.safeParse("Пароль123!"))).toBe("validation.password.chars");
  });

  it("scores strength 0 to 4 on the spec's thresholds", () => {
    expect(passwordStrength("")).toBe(0);
    expect(passwordStrength("abcdefgh")).toBe(1);
    expect(passwordStrength("Abcdef1!")).toBe(2);
    expect(passwordStrength("Abcdefgh12!?")).toBe(3);
    expect(passwordStrength("Abcdefgh123!?")).toBe(4);
  });

  it("tells which hints are met", () => {
    expect(passwordHints("abc")).toEqual({ length: false, digit: false, cases: false, symbol: false });
    expect(passwordHints("Abcdefg1!")).toEqual({ length: true, digit: true, cases: true, symbol: true });
  });
});

describe("username", () => {
  it("allows Latin letters, digits and underscores, 3 to 24", () => {
    expect(usernameInput.safeParse("olena_k2").success).toBe(true);
    expect(firstMessage(usernameInput.safeParse("ol"))).toBe("validation.username.length");
    expect(firstMessage(usernameInput.safeParse("olena k"))).toBe("validation.username.spaces");
    expect(firstMessage(usernameInput.safeParse("олена"))).toBe("validation.username.chars");
  });
});

describe("registration form", () => {
  const valid = {
    name: "Olena",
    surname: "Koval",
    username: "olena_k",
    password: "Secret#2026",
    confirmPassword: "Secret#2026",
    consent: "on",
  };

  it("accepts a complete form", () => {
    expect(registrationForm.safeParse(valid).success).toBe(true);
  });

  it("puts the mismatch on the repeated password", () => {
    const result = registrationForm.safeParse({ ...valid, confirmPassword: "Secret#2027" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: "validation.password.mismatch" }),
    ]);
  });

  it("needs the consent", () => {
    const { consent: _consent, ...withoutConsent } = valid;
    expect(firstMessage(registrationForm.safeParse(withoutConsent))).toBe("validation.consent.required");
  });

  it("keeps names between 2 and 24 characters", () => {
    expect(firstMessage(registrationForm.safeParse({ ...valid, name: "O" }))).toBe("validation.name.length");
    expect(firstMessage(registrationForm.safeParse({ ...valid, surname: "K".repeat(25) }))).toBe(
      "validation.surname.length",
    );
  });
});

describe("masking", () => {
  it("hides the second character of an e-mail's local part", () => {
    expect(maskEmail("olena@example.com")).toBe("o•ena@example.com");
  });
});

describe("one message at a time, counted as people count", () => {
  const messages = (
    r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
    field: string,
  ) => r.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message) ?? [];

  it("a phone with letters is an invalid phone, not a short one", () => {
    for (const phone of ["abc", "phone", "67 abc 45 67", "+380 67 123 45 6x"]) {
      expect(messages(signInPhoneForm.safeParse({ countryCode: "UA", phone }), "phone"), phone).toEqual([
        "validation.phone.invalid",
      ]);
    }
  });

  it("a blank phone or name is only required", () => {
    expect(messages(signInPhoneForm.safeParse({ countryCode: "UA", phone: "  " }), "phone")).toEqual([
      "validation.phone.required",
    ]);
    const blank = registrationForm.safeParse({
      name: "",
      surname: " ",
      username: "olena_k",
      password: "Secret#2026",
      confirmPassword: "Secret#2026",
      consent: "on",
    });
    expect(messages(blank, "name")).toEqual(["validation.name.required"]);
    expect(messages(blank, "surname")).toEqual(["validation.surname.required"]);
  });

  it("names are 2 to 24 user-perceived characters: emoji, flags and combining accents count once", () => {
    const form = (name: string) =>
      registrationForm.safeParse({
        name,
        surname: "Koval",
        username: "olena_k",
        password: "Secret#2026",
        confirmPassword: "Secret#2026",
        consent: "on",
      });
    expect(form("😀".repeat(24)).success).toBe(true); // 48 UTF-16 units
    expect(form("👍🏽".repeat(24)).success).toBe(true); // skin tone: 2 code points each
    expect(form("🇺🇦".repeat(24)).success).toBe(true);
    expect(form("e\u0301".repeat(24)).success).toBe(true);
    expect(form("Ол").success).toBe(true);
    expect(messages(form("😀".repeat(25)), "name")).toEqual(["validation.name.length"]);
    expect(messages(form("😀"), "name")).toEqual(["validation.name.length"]);
    // One "character" buried under combining marks is still bounded (the database counts code points).
    expect(messages(form(`Ab${"\u0301".repeat(100)}`), "name")).toEqual(["validation.name.length"]);
  });
});
