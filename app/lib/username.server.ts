import { usernameInput } from "#graphql/validation/identity";
import { ApiError } from "./api.server";
import { apiErrorMessage } from "./forms.server";
import { dynamicKey, type TFunction } from "./translate";

/**
 * Whether a username can be had, with the sentence to show: the rules first, then the API's
 * checkUsernameUnique through `isFree` (anonymous for the registration, signed in for personal
 * info, where the person's own username counts as free). Serves the live check (with JavaScript)
 * and the "Check availability" button (without). An API failure is thrown as ApiError.
 */
export async function usernameVerdict(
  t: TFunction,
  raw: FormDataEntryValue | null,
  isFree: (username: string) => Promise<{ checkUsernameUnique: boolean }>,
): Promise<{ available: boolean; message: string }> {
  const parsed = usernameInput.safeParse(typeof raw === "string" ? raw : "");
  if (!parsed.success) return { available: false, message: t(dynamicKey(parsed.error.issues[0].message)) };
  const { checkUsernameUnique } = await isFree(parsed.data);
  return {
    available: checkUsernameUnique,
    message: t(checkUsernameUnique ? "auth.registration.usernameAvailable" : "auth.registration.usernameTaken"),
  };
}

/**
 * The live check's answer (a resource route's JSON): the verdict on ?username=, never cached.
 * No verdict (the API is down, or this address asks too often) says so, never a 500 page.
 */
export async function usernameCheckResponse(
  request: Request,
  t: TFunction,
  isFree: (username: string) => Promise<{ checkUsernameUnique: boolean }>,
): Promise<Response> {
  const headers = { "cache-control": "no-store" };
  try {
    const verdict = await usernameVerdict(t, new URL(request.url).searchParams.get("username"), isFree);
    return Response.json(verdict, { headers });
  } catch (error) {
    if (!(error instanceof ApiError)) console.error(error);
    // The address's own limit on checks, in its words and with its wait.
    const message =
      error instanceof ApiError && error.code === "RATE_LIMITED" ? apiErrorMessage(error, t) : t("errors.unknown");
    return Response.json({ available: false, message }, { status: 502, headers });
  }
}
