import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { LogoutForm } from "~/components/logout-form";
import { buttonClass } from "~/components/ui/button";
import { logout } from "~/lib/auth.server";
import { logoutReturn } from "~/lib/logout-route.server";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";

export const meta = pageTitle("logout");

/** Where Cancel returns: the page the confirmation was asked from (?from=), else /profile. */
export function loader({ request }: LoaderFunctionArgs) {
  return { cancelTo: logoutReturn(new URL(request.url).searchParams.get("from")) };
}

/** Ends the session on the server, clears the cookie, goes to sign-in. */
export async function action({ request, context }: ActionFunctionArgs) {
  await logout(request, context);
  return redirectWithToast(request, context, "/auth/signin", { type: "info", title: "toast.signedOut" });
}

/** The confirmation as a page (without JavaScript the user menu and the settings link here); Cancel returns where they were. */
export default function Logout() {
  const { t } = useTranslation();
  const { cancelTo } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="logout-heading" className="mx-auto max-w-md rounded-xl border border-line bg-surface p-6">
      <h1 id="logout-heading" className="text-xl font-semibold">
        {t("app.logout.heading")}
      </h1>
      <p className="mt-2 text-sm text-muted">{t("app.logout.text")}</p>
      <LogoutForm
        cancel={
          <Link to={cancelTo} className={buttonClass("secondary")}>
            {t("app.logout.cancel")}
          </Link>
        }
      />
    </section>
  );
}
