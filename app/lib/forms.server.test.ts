import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fieldName, fieldPath } from "#graphql/errors";
import en from "~/locales/en/index";
import { ApiError } from "./api.server";
import { replyWithApiError, wrongCodeMessages } from "./forms.server";
import { valueAt } from "./form";
import { createTranslator } from "./translate";

const t = createTranslator(en, "en");

/** A form with rows: shares per owner, as the share distribution form will have. */
const schema = z.object({
  name: z.string(),
  owners: z.array(z.object({ userId: z.string(), share: z.coerce.number() })),
});

function submitted() {
  const data = new FormData();
  data.set("name", "Acme");
  data.set("owners[0].userId", "u1");
  data.set("owners[0].share", "60");
  data.set("owners[1].userId", "u2");
  data.set("owners[1].share", "40");
  return parseWithZod(data, { schema });
}

describe("field names, the way conform names inputs", () => {
  it.each([
    [["name"], "name"],
    [["owners", 0, "share"], "owners[0].share"],
    [["address", "city"], "address.city"],
    [["translations", 2, "title"], "translations[2].title"],
    [[], ""],
  ] as const)("%j <-> %s", (path, name) => {
    expect(fieldName(path)).toBe(name);
    expect(fieldPath(name)).toEqual(path);
  });

  it("reads a nested or listed value by its field name", () => {
    const values = { owners: [{ share: "60" }, { share: "40" }], address: { city: "Kyiv" } };
    expect(valueAt(values, "owners[1].share")).toBe("40");
    expect(valueAt(values, "address.city")).toBe("Kyiv");
    expect(valueAt(values, "owners[5].share")).toBeUndefined();
    expect(valueAt(values, "name.first")).toBeUndefined();
  });
});

describe("replyWithApiError: each message lands where the person looks", () => {
  it("puts the API's field errors on list rows and nested fields, translated, keeping what was typed", () => {
    const error = new ApiError("Invalid input", {
      code: "BAD_USER_INPUT",
      fields: { "owners[1].share": ["validation.name.required"], "": ["Shares must add up to 100 %"] },
    });
    const result = replyWithApiError(submitted(), error, t);
    expect(result.error?.["owners[1].share"]).toEqual(["Enter your first name"]);
    expect(result.error?.[""]).toEqual(["Shares must add up to 100 %"]);
    expect(result.initialValue).toMatchObject({ name: "Acme", owners: [{ share: "60" }, { share: "40" }] });
  });

  it("maps an error code to the field the form names for it", () => {
    const error = new ApiError("taken", { code: "USERNAME_TAKEN" });
    const result = replyWithApiError(submitted(), error, t, { USERNAME_TAKEN: "name" });
    expect(result.error?.name).toEqual([t("errors.USERNAME_TAKEN")]);
    expect(result.error?.[""] ?? null).toBeNull();
  });

  it("says a wrong code and the tries left in one message, and that a new one is needed when none are", () => {
    const left = replyWithApiError(submitted(), new ApiError("wrong", { code: "INVALID_CODE", attemptsLeft: 2 }), t, {
      INVALID_CODE: "name",
    });
    expect(left.error?.name).toEqual([t("auth.code.attemptsLeft", { count: 2 })]);
    const none = replyWithApiError(submitted(), new ApiError("wrong", { code: "INVALID_CODE", attemptsLeft: 0 }), t, {
      INVALID_CODE: "name",
    });
    expect(none.error?.name).toEqual([t("auth.code.exhausted")]);
  });

  it("tells a wrong current password on its field, with the tries left", () => {
    const error = new ApiError("wrong", {
      code: "INVALID_PASSWORD",
      attemptsLeft: 3,
      fields: { name: ["validation.password.wrong"] },
    });
    const result = replyWithApiError(submitted(), error, t);
    expect(result.error?.name).toEqual([t("validation.password.wrong"), t("auth.password.attemptsLeft", { count: 3 })]);
  });

  it("says the tries left also when the API names the wrong code's field", () => {
    const error = new ApiError("wrong", {
      code: "INVALID_CODE",
      attemptsLeft: 4,
      fields: { name: ["errors.INVALID_CODE"] },
    });
    const result = replyWithApiError(submitted(), error, t);
    expect(result.error?.name).toEqual([t("auth.code.attemptsLeft", { count: 4 })]);
  });

  it("tells a sign-in code typed again after it was used apart from a wrong one", () => {
    expect(wrongCodeMessages(t, 0, "USED")).toEqual([t("auth.code.used")]);
    expect(wrongCodeMessages(t, 0, "WRONG")).toEqual([t("auth.code.wrongNoLiveCode")]);
    expect(wrongCodeMessages(t, 0, "EXPIRED")).toEqual([t("auth.code.exhausted")]);
    expect(wrongCodeMessages(t, 3, "WRONG")).toEqual([t("auth.code.attemptsLeft", { count: 3 })]);
    expect(new Set([t("auth.code.used"), t("auth.code.wrongNoLiveCode"), t("auth.code.exhausted")]).size).toBe(3);
  });

  it("puts an error no field owns on the form, with the wait it names", () => {
    const result = replyWithApiError(
      submitted(),
      new ApiError("wait", { code: "TOO_MANY_ATTEMPTS", retryAfter: 120 }),
      t,
    );
    expect(result.error?.[""]).toEqual([t("errors.TOO_MANY_ATTEMPTS", { seconds: 120, minutes: 2 })]);
  });

  it("tells what is not an API error (the API unreachable) as the unknown error, and logs it", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = replyWithApiError(submitted(), new TypeError("fetch failed"), t);
      expect(result.error?.[""]).toEqual([t("errors.unknown")]);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });

  it("lets a redirect thrown on the way go on", () => {
    const redirect = new Response(null, { status: 302, headers: { location: "/auth/signin" } });
    expect(() => replyWithApiError(submitted(), redirect, t)).toThrow();
  });
});
