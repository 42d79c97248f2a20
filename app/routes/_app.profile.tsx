import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import type { loader as appLoader } from "./_app";

export const meta = pageTitle("profile");

/** The user's home. Companies, roles, invitations and notifications come with later issues. */
export default function Profile() {
  const { t } = useTranslation();
  const { user } = useRouteLoaderData<typeof appLoader>("routes/_app")!;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("profile.heading", { name: user.name })}</h1>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <dt className="text-slate-600 dark:text-slate-400">{t("profile.username")}</dt>
        <dd data-testid="profile-username">{user.username}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t("profile.phone")}</dt>
        <dd>{user.phone}</dd>
      </dl>
      <section aria-labelledby="companies-heading">
        <h2 id="companies-heading" className="text-lg font-semibold">
          {t("profile.companies")}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("profile.noCompanies")}</p>
      </section>
    </div>
  );
}
