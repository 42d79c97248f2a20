import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, Outlet, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { HubNav } from "~/components/vhub/hub-nav";
import { useTranslation } from "~/lib/i18n-react";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { lastRoleCookie, lastRoleId } from "~/lib/vhub-change.server";
import { loadHub } from "./vhub.server";

/**
 * The vhub layout: the role of /vhub/{id} (one of the caller's, else the profile) with its
 * company, for every hub page under it; remembered as the last role worked in (vhub_change).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { role, company } = await loadHub(request, context, params.id ?? "");
  const remember = lastRoleId(request) !== role.id.toLowerCase();
  return data({ role, company }, remember ? { headers: { "set-cookie": lastRoleCookie(role.id, context.secureCookies) } } : undefined);
}

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/vhub.ts")) };

/** Another role in the address reads the hub again (spec: changing it reloads the dashboard); moving inside one role does not. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentParams.id === nextParams.id) return false;
  return defaultShouldRevalidate;
};

/** The role and company of the hub in view, for the pages under it and the header. */
export function useHub() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhub.$id")!;
}

export default function VhubLayout() {
  const { t } = useTranslation();
  const { role, company } = useHub();
  return (
    <div className="gap-6 md:grid md:grid-cols-[240px_minmax(0,1fr)] md:items-start">
      <div className="mb-6 md:mb-0">
        <HubNav roleId={role.id} />
      </div>
      <div className="min-w-0 space-y-6">
        {company.stopedAt ? (
          <section role="status" className="flex flex-wrap items-center gap-3 rounded-xl border border-warning-line bg-warning-soft p-4" data-testid="hub-suspended">
            <p className="text-sm">{t("vhub.suspended.text")}</p>
            <Link to={`/vhub/${role.id}/structure-company`} className="text-sm font-medium ui-link underline">
              {t("vhub.suspended.structure")}
            </Link>
          </section>
        ) : !company.hasDirector ? (
          <p role="status" className="rounded-xl border border-info-line bg-surface p-4 text-sm">
            {t("vhub.noDirector")}
          </p>
        ) : null}
        {/* A new role reads its pages afresh: nothing of the other role's forms stays. */}
        <Outlet key={role.id} />
      </div>
    </div>
  );
}
