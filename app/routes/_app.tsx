import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { AppHeader } from "~/components/app-header";
import { requireUserSession } from "~/lib/auth.server";
import { getTheme } from "~/lib/theme.server";

/** The app layout: signed-in users only (the route guard), with the header. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const [user, theme] = await Promise.all([auth.getUser(), getTheme(request)]);
  return data({ user, theme, supportEmail: context.supportEmail });
}

export default function AppLayout() {
  const { t } = useTranslation();
  const { user, theme, supportEmail } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2 focus:text-slate-900">
        {t("skipToContent")}
      </a>
      {/* No one has a company until the companies issue lands: vHold stays disabled. */}
      <AppHeader user={user} theme={theme} hasCompany={false} supportEmail={supportEmail} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
