import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import {
  data,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { DisabledItem } from "~/components/header/disabled-item";
import { buttonClass } from "~/components/ui/button";
import { CONTROL_CENTER_SECTIONS, controlSectionFeature, hubPath, mainRouteOf } from "~/lib/hub-paths";
import { requireUserSession } from "~/lib/auth.server";
import { useTranslation } from "~/lib/i18n-react";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { CONTROL_SECTION_LABELS } from "~/components/control-center/labels";
import type { RoleModule } from "#graphql/generated/operations";
import { useHub } from "./_app.vhub.$id/route";

/** The control center's texts travel with its pages only (they were the vhub area's, on every hub page). */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/control.ts")) };

/** The sections that are modules of their own (the hub's Team and Owners): open to a role they are granted to. */
const SECTION_MODULES: Partial<Record<string, RoleModule>> = { team: "TEAM", owners: "OWNERS" };

/**
 * The control-center layout (/vhub/{id}/control-center/...): its heading, Close and the sections'
 * navigation, for the section routes under it. The hub's control-center button names the page it
 * was pressed on (?from=), remembered in the web session as the last main route (spec), where
 * Close returns, with JavaScript or without. Billing, access and storage are links only while
 * their feature flag is on (graphql/features.ts); otherwise they are shown disabled.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const roleId = params.id ?? "";
  const from = mainRouteOf(new URL(request.url).searchParams.get("from"), roleId);
  if (from && auth.session.get("lastMainRoute") !== from) {
    auth.session.set("lastMainRoute", from);
    auth.sessionChanged();
  }
  const close = from ?? mainRouteOf(auth.session.get("lastMainRoute"), roleId) ?? hubPath(roleId);
  return data({ close, roleId, features: context.features });
}

/** Moving between sections keeps Close as it was; only a new ?from= or a form reads it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentParams.id === nextParams.id && !nextUrl.searchParams.has("from")) return false;
  return defaultShouldRevalidate;
};

/** The flags as the control center read them, for its sections. */
export function useControlCenter() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhub.$id.control-center")!;
}

export default function ControlCenter() {
  const { t } = useTranslation();
  const { close, roleId, features } = useLoaderData<typeof loader>();
  const open = new Set(useHub().company.myModules);
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-10 items-center rounded-md px-3 py-2 text-sm ${isActive ? "bg-selected font-medium text-selected-fg" : "hover:bg-surface-muted"}`;
  return (
    <div className="space-y-section">
      <div className="flex flex-wrap items-center justify-between gap-stack">
        <h1 className="ui-page-title">{t("control.heading")}</h1>
        <Link to={close} className={buttonClass("secondary")}>
          {t("control.close")}
        </Link>
      </div>
      <nav aria-label={t("control.sections")}>
        <ul className="flex flex-wrap gap-1">
          {CONTROL_CENTER_SECTIONS.map((key) => {
            const feature = controlSectionFeature(key);
            const module = SECTION_MODULES[key];
            return (
              <li key={key}>
                {feature && !features[feature] ? (
                  <DisabledItem
                    id={`control-${key}-off`}
                    label={t(CONTROL_SECTION_LABELS[key])}
                    reason={t("control.off")}
                  />
                ) : module && !open.has(module) ? (
                  <DisabledItem
                    id={`control-${key}-closed`}
                    label={t(CONTROL_SECTION_LABELS[key])}
                    reason={t("vhub.nav.noAccess")}
                  />
                ) : (
                  <NavLink to={`${hubPath(roleId)}/control-center/${key}`} className={link} prefetch="intent">
                    {t(CONTROL_SECTION_LABELS[key])}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
