import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { CheckUsernameUniqueDocument } from "#graphql/generated/operations";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator } from "~/lib/forms.server";
import { usernameCheckResponse } from "~/lib/username.server";

/**
 * The live username check of personal info (with JavaScript): asked as the signed-in person, so
 * that their own username counts as free (checkUsernameUnique). Without JavaScript the save
 * itself says a taken username on the field.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  return usernameCheckResponse(request, t, (username) => auth.call(CheckUsernameUniqueDocument, { username }));
}
