import type { AppLoadContext } from "@remix-run/server-runtime";
import { CheckUsernameUniqueDocument } from "#graphql/generated/operations";
import { usernameInput } from "#graphql/validation/identity";
import { anonymousApi } from "./api.server";
import { dynamicKey, type TFunction } from "./translate";

/**
 * Whether a username can be had, with the sentence to show: the rules first, then the API.
 * Serves the live check (with JavaScript) and the "Check availability" button (without).
 * An API failure is thrown as ApiError.
 */
export async function usernameVerdict(
  request: Request,
  context: AppLoadContext,
  t: TFunction,
  raw: FormDataEntryValue | null,
): Promise<{ available: boolean; message: string }> {
  const parsed = usernameInput.safeParse(typeof raw === "string" ? raw : "");
  if (!parsed.success) return { available: false, message: t(dynamicKey(parsed.error.issues[0].message)) };
  const { checkUsernameUnique } = await anonymousApi(request, context)(CheckUsernameUniqueDocument, { username: parsed.data });
  return {
    available: checkUsernameUnique,
    message: t(checkUsernameUnique ? "auth.registration.usernameAvailable" : "auth.registration.usernameTaken"),
  };
}
