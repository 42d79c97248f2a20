import { redirect, type ActionFunctionArgs } from "@remix-run/server-runtime";
import { isLanguage } from "~/lib/i18n";
import { localeCookie } from "~/lib/i18next.server";
import { safeRedirect } from "~/lib/safe-redirect";

/** Sets the interface language cookie (i18n_locale) and returns to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get("language");
  const to = safeRedirect(form.get("redirectTo"));
  if (!isLanguage(language)) return redirect(to);
  return redirect(to, { headers: { "set-cookie": await localeCookie.serialize(language) } });
}

export const loader = () => redirect("/");
