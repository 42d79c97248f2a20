import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { ApiError } from "~/lib/api.server";
import { getTranslator } from "~/lib/forms.server";
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
    if (error instanceof ApiError) return Response.json({ available: false, message: t("errors.unknown") }, { status: 502, headers });
    throw error;
  }
}
