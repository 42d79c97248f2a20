import { redirect, type ActionFunctionArgs } from "@remix-run/server-runtime";
import { safeRedirect } from "~/lib/safe-redirect";
import { themeCookie } from "~/lib/theme.server";

/** Sets the theme cookie (light or dark) and returns to the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme") === "dark" ? "dark" : "light";
  return redirect(safeRedirect(form.get("redirectTo")), {
    headers: { "set-cookie": await themeCookie.serialize(theme, { secure: context.secureCookies }) },
  });
}

export const loader = () => redirect("/");
