import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { LogoutForm } from "~/components/logout-form";
import { buttonClass } from "~/components/ui/button";
import { logout } from "~/lib/auth.server";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";

export const meta = pageTitle("logout");

/** Ends the session on the server, clears the cookie, goes to sign-in. */
export async function action({ request, context }: ActionFunctionArgs) {
  await logout(request, context);
  return redirectWithToast(request, context, "/auth/signin", { type: "info", title: "toast.signedOut" });
}

/** The confirmation as a page (without JavaScript the header's menu links here). */
export default function Logout() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="logout-heading" className="mx-auto max-w-md rounded-xl border border-line bg-surface p-6">
      <h1 id="logout-heading" className="text-xl font-semibold">
        {t("app.logout.heading")}
      </h1>
      <p className="mt-2 text-sm text-muted">{t("app.logout.text")}</p>
      <LogoutForm
        cancel={
          <Link to="/profile" className={buttonClass("secondary")}>
            {t("app.logout.cancel")}
          </Link>
        }
      />
    </section>
  );
}
