import type { LoaderFunctionArgs } from "@remix-run/node";
import { CheckUsernameUniqueDocument } from "#graphql/generated/operations";
import { usernameInput } from "#graphql/validation/identity";
import { ApiError, clientHeaders, gql } from "~/lib/api.server";
import { getTranslator } from "~/lib/forms.server";

/**
 * The live username check of the registration form (with JavaScript). Answers the message to
 * show; runs only for a non-empty name, with no caching (spec section 5).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await getTranslator(request, context);
  const username = new URL(request.url).searchParams.get("username") ?? "";
  const headers = { "cache-control": "no-store" };
  const parsed = usernameInput.safeParse(username);
  if (!parsed.success) return Response.json({ available: false, message: t(parsed.error.issues[0].message) }, { headers });
  try {
    const { checkUsernameUnique } = await gql(context, CheckUsernameUniqueDocument, { username: parsed.data }, clientHeaders(request, context));
    return Response.json(
      {
        available: checkUsernameUnique,
        message: t(checkUsernameUnique ? "auth.registration.usernameAvailable" : "auth.registration.usernameTaken"),
      },
      { headers },
    );
  } catch (error) {
    if (error instanceof ApiError) return Response.json({ available: false, message: t("errors.unknown") }, { status: 502, headers });
    throw error;
  }
}
