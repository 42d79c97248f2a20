import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { CheckUsernameUniqueDocument } from "#graphql/generated/operations";
import { anonymousApi } from "~/lib/api.server";
import { getTranslator } from "~/lib/forms.server";
import { usernameCheckResponse } from "~/lib/username.server";

/**
 * The live username check of the registration form (with JavaScript). Answers the message to
 * show; runs only for a non-empty name, with no caching (spec section 5).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await getTranslator(request, context);
  const api = anonymousApi(request, context);
  return usernameCheckResponse(request, t, (username) => api(CheckUsernameUniqueDocument, { username }));
}
