import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, Outlet, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { RolePicker } from "~/components/header/role-picker";
import { controlSectionPath } from "~/lib/hub-paths";
import { HubNav } from "~/components/vhub/hub-nav";
import { Banner } from "~/components/ui/banner";
import { useSignedInRoles } from "~/lib/signed-in";
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
  return data(
    { role, company },
    remember ? { headers: { "set-cookie": lastRoleCookie(role.id, context.secureCookies) } } : undefined,
  );
}

/** The header's role picker (spec: header), with the person's roles and the one in view. */
function HubRolePicker({ idPrefix }: { idPrefix: string }) {
  return <RolePicker roles={useSignedInRoles()} currentId={useHub().role.id} idPrefix={idPrefix} />;
}

export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob("/app/locales/*/vhub.ts")),
  headerPicker: HubRolePicker,
};

/** Another role in the address reads the hub again (spec: changing it reloads the dashboard); moving inside one role does not. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}) => {
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
  const location = useLocation();
  return (
    <div className="gap-6 md:grid md:grid-cols-[240px_minmax(0,1fr)] md:items-start">
      <div className="mb-6 md:mb-0">
        <HubNav roleId={role.id} modules={company.myModules} usageSuspended={company.usageSuspended} />
      </div>
      <div className="min-w-0 space-y-6">
        {company.stopedAt || !company.hasDirector || company.usageSuspended ? (
          // The company's state, on every page of the hub (DESIGN.md: banners, one component).
          <div role="group" aria-label={t("vhub.banners")} className="space-y-2">
            {company.stopedAt ? (
              <Banner
                tone="warning"
                testId="hub-suspended"
                action={
                  <Link to={`/vhub/${role.id}/structure-company`} className="ui-link underline">
                    {t("vhub.suspended.structure")}
                  </Link>
                }
              >
                {t("vhub.suspended.text")}
              </Banner>
            ) : !company.hasDirector ? (
              <Banner tone="info" testId="hub-no-director">
                {t("vhub.noDirector")}
              </Banner>
            ) : null}
            {company.usageSuspended && !company.stopedAt ? (
              // Billing suspended the company's usage (decision 0026): said to everyone, and the
              // director, who may pay, is shown the way (owners reach it from their own roles too).
              <Banner
                tone="danger"
                testId="hub-unpaid"
                action={
                  role.level === 1 ? (
                    <Link
                      to={controlSectionPath(role.id, "billing", location.pathname + location.search)}
                      className="ui-link underline"
                    >
                      {t("vhub.unpaid.billing")}
                    </Link>
                  ) : null
                }
              >
                {t("vhub.unpaid.text")}
              </Banner>
            ) : null}
          </div>
        ) : null}
        {/* A new role reads its pages afresh: nothing of the other role's forms stays. */}
        <Outlet key={role.id} />
      </div>
    </div>
  );
}
