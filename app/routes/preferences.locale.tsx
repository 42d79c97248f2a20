import { redirect, type ActionFunctionArgs } from "@remix-run/server-runtime";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { isLanguage } from "~/lib/i18n";
import { localeCookie } from "~/lib/i18next.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * Sets the interface language and returns to the page. Signed out: the i18n_locale cookie.
 * Signed in: the profile's language (it outranks the cookie), and the cookie too, so that the
 * pages after logout speak it as well.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const to = safeRedirect(form.get("redirectTo"));
  if (!isLanguage(language)) return redirect(to);
  if (!(await getSession(request, context)).get("tokens")) {
    return redirect(to, {
      headers: { "set-cookie": await localeCookie.serialize(language, { secure: context.secureCookies }) },
    });
  }
  const auth = await requireUserSession(request, context);
  try {
    await auth.updateLanguage(language); // the request's state writes the session and the language cookie
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(request, context, to, { type: "error", title: "errors.unknown" });
  }
  return redirect(to);
}

export const loader = () => redirect("/");
