import { describe, expect, it } from "vitest";
import {
  birthYears,
  changePasswordForm,
  deleteAuthUserInput,
  disableTwoFactorForm,
  personalInfoForm,
  updateAuthUserInput,
  visibilityForm,
} from "./users";

const now = new Date("2026-03-02T09:00:00Z");
const person = { name: "Olena", surname: "Koval", username: "olena_k" };

describe("personalInfoForm", () => {
  it("joins day, month and year into YYYY-MM-DD, and takes none of them as no birthday", () => {
    expect(
      personalInfoForm(now).parse({ ...person, birthDay: "9", birthMonth: "3", birthYear: "1990", about: "" }),
    ).toEqual({
      ...person,
      birthday: "1990-03-09",
      about: null,
    });
    expect(personalInfoForm(now).parse({ ...person, birthDay: "", birthMonth: "", birthYear: "" }).birthday).toBeNull();
  });

  it("puts a missing part, a day the month does not have, or a year out of range on birthDay, each in its own words", () => {
    const issue = (fields: Record<string, string>) => {
      const result = personalInfoForm(now).safeParse({ ...person, ...fields });
      return result.success ? null : result.error.issues.map((i) => [i.path.join("."), i.message]);
    };
    expect(issue({ birthDay: "9", birthMonth: "", birthYear: "1990" })).toEqual([
      ["birthDay", "validation.birthday.invalid"],
    ]);
    expect(issue({ birthDay: "31", birthMonth: "2", birthYear: "1990" })).toEqual([
      ["birthDay", "validation.birthday.noSuchDay"],
    ]);
    expect(issue({ birthDay: "29", birthMonth: "2", birthYear: "1990" })).toEqual([
      ["birthDay", "validation.birthday.noSuchDay"],
    ]);
    expect(issue({ birthDay: "32", birthMonth: "1", birthYear: "1990" })).toEqual([
      ["birthDay", "validation.birthday.invalid"],
    ]);
    expect(issue({ birthDay: "1", birthMonth: "1", birthYear: "2015" })).toEqual([
      ["birthDay", "validation.birthday.range"],
    ]);
  });

  it("offers the years from now - 12 back to now - 75", () => {
    const years = birthYears(now);
    expect([years[0], years.at(-1), years.length]).toEqual([2014, 1951, 64]);
  });
});

describe("updateAuthUserInput and deleteAuthUserInput", () => {
  it("leave out what is not given and clear what is empty", () => {
    expect(updateAuthUserInput(now).parse({ about: "  " })).toEqual({ about: null });
  });

  it("take only YES as the deletion's confirmation", () => {
    expect(deleteAuthUserInput.safeParse({ code: "123456", confirm: "YES" }).success).toBe(true);
    expect(deleteAuthUserInput.safeParse({ code: "123456", confirm: "yes" }).success).toBe(false);
  });
});

describe("the privacy page's forms", () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => [i.path.join("."), i.message]);

  it("change password: the spec's rules, a blank repeat asked for, a different one told apart", () => {
    expect(
      changePasswordForm.safeParse({ currentPassword: "old", password: "Str0ng!pass", confirmPassword: "Str0ng!pass" })
        .success,
    ).toBe(true);
    expect(issues(changePasswordForm.safeParse({ currentPassword: "old", password: "Str0ng!pass" }))).toEqual([
      ["confirmPassword", "validation.password.required"],
    ]);
    expect(
      issues(
        changePasswordForm.safeParse({
          currentPassword: "old",
          password: "Str0ng!pass",
          confirmPassword: "Str0ng!pas",
        }),
      ),
    ).toEqual([["confirmPassword", "validation.password.mismatch"]]);
    expect(
      issues(
        changePasswordForm.safeParse({ currentPassword: "old", password: "short 1", confirmPassword: "short 1" }),
      ).map(([f]) => f),
    ).toContain("password");
  });

  it("two-factor off: the code and a ticked confirmation", () => {
    expect(disableTwoFactorForm.parse({ code: "123456", confirm: "on" })).toEqual({ code: "123456", confirm: true });
    expect(issues(disableTwoFactorForm.safeParse({ code: "123456" }))).toEqual([
      ["confirm", "validation.confirm.required"],
    ]);
    expect(issues(disableTwoFactorForm.safeParse({ code: "12345", confirm: "on" }))).toEqual([
      ["code", "validation.code.length"],
    ]);
  });

  it("visibility: both choices, all users or my contacts", () => {
    expect(visibilityForm.parse({ phoneVisibility: "ALL", emailVisibility: "CONTACTS" })).toEqual({
      phoneVisibility: "ALL",
      emailVisibility: "CONTACTS",
    });
    expect(issues(visibilityForm.safeParse({ phoneVisibility: "EVERYONE", emailVisibility: "ALL" }))).toEqual([
      ["phoneVisibility", "validation.visibility.invalid"],
    ]);
  });
});
