import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { ListUserCompaniesDocument } from "#graphql/generated/operations";
import { AppHeader } from "~/components/app-header";
import { requireUserSession } from "~/lib/auth.server";
import { getTheme } from "~/lib/theme.server";

/** The app layout: signed-in users only (the route guard), with the header. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const [user, theme, { listUserCompanies }] = await Promise.all([auth.getUser(), getTheme(request), auth.call(ListUserCompaniesDocument, {})]);
  // vHold opens the first of the user's companies; without one it stays disabled (spec: header).
  const vholdCompanyId = listUserCompanies[0]?.id ?? null;
  return data({ user, theme, supportEmail: context.supportEmail, vholdCompanyId });
}

export default function AppLayout() {
  const { t } = useTranslation();
  const { user, theme, supportEmail, vholdCompanyId } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900">
        {t("skipToContent")}
      </a>
      <AppHeader user={user} theme={theme} vholdCompanyId={vholdCompanyId} supportEmail={supportEmail} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
