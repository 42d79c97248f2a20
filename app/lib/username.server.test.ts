import { describe, expect, it } from "vitest";
import en from "~/locales/en/index";
import { ApiError } from "./api.server";
import { createTranslator } from "./translate";
import { usernameCheckResponse } from "./username.server";

const t = createTranslator(en, "en");
const check = (failure: ApiError) =>
  usernameCheckResponse(new Request("http://web.test/auth/username-check?username=olena_k"), t, () =>
    Promise.reject(failure),
  );

describe("the live username check", () => {
  it("says the address's own limit and its wait when the address asked too often", async () => {
    const response = await check(new ApiError("too many", { code: "RATE_LIMITED", retryAfter: 150 }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      available: false,
      message: t("errors.RATE_LIMITED", { seconds: 150, minutes: 3 }),
    });
  });

  it("says no more than 'something went wrong' for another refusal", async () => {
    const response = await check(new ApiError("down", { code: "INTERNAL_SERVER_ERROR" }));
    expect((await response.json()) as { message: string }).toMatchObject({ message: t("errors.unknown") });
  });
});
