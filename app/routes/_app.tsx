import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { AppHeader } from "~/components/app-header";
import { loadAppLayout } from "~/lib/app-layout.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

// The header's texts (and those of every page only a signed-in person sees): not on the sign-in pages.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/app.ts")) };

/** The app layout: signed-in users only (the route guard), with the header. */
export const loader = (args: LoaderFunctionArgs) => loadAppLayout(args);

/** The role of the vhub layout in view, if any. */
function useRoleInView(): string | null {
  const vhub = useRouteLoaderData("routes/_app.vhub.$id") as { role?: { id: string } } | undefined;
  return vhub?.role?.id ?? null;
}

/** The company of the vhold layout in view, if any (its loader has it already). */
function useCompanyInView() {
  const vhold = useRouteLoaderData("routes/_app.vhold.$id") as { company?: { id: string; name: string } } | undefined;
  return vhold?.company ? { id: vhold.company.id, name: vhold.company.name } : null;
}

export default function AppLayout() {
  const { t } = useTranslation();
  const { user, theme, supportEmail, vholdStart, companies, unread, roles } = useLoaderData<typeof loader>();
  const location = useLocation();
  const current = useCompanyInView();
  const inVhold = location.pathname === "/vhold" || location.pathname.startsWith("/vhold/");
  const vholdHref = current ? `/vhold/${current.id}` : vholdStart;
  const currentRoleId = useRoleInView();
  const inVhub = location.pathname === "/vhub" || location.pathname.startsWith("/vhub/");
  const vhubHref = currentRoleId ? `/vhub/${currentRoleId}` : roles.length ? "/vhub" : null;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="ui-skip-link">
        {t("skipToContent")}
      </a>
      <AppHeader
        data={{ user, theme, supportEmail, vholdHref, inVhold, current, vhubHref, inVhub, companies, unread }}
      />
      <main id="main" className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
