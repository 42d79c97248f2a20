import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { ApiError } from "~/lib/api.server";
import { apiErrorMessage, getTranslator } from "~/lib/forms.server";
import { usernameVerdict } from "~/lib/username.server";

/**
 * The live username check of the registration form (with JavaScript). Answers the message to
 * show; runs only for a non-empty name, with no caching (spec section 5).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await getTranslator(request, context);
  const headers = { "cache-control": "no-store" };
  try {
    const verdict = await usernameVerdict(request, context, t, new URL(request.url).searchParams.get("username"));
    return Response.json(verdict, { headers });
  } catch (error) {
    // No verdict (the API is down, or this address asks too often): say so, never a 500 page.
    if (!(error instanceof ApiError)) console.error(error);
    const message = error instanceof ApiError && error.code === "TOO_MANY_ATTEMPTS" ? apiErrorMessage(error, t) : t("errors.unknown");
    return Response.json({ available: false, message }, { status: 502, headers });
  }
}
