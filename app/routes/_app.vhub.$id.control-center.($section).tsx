import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, NavLink, redirect, useLoaderData } from "@remix-run/react";
import { requireUserSession } from "~/lib/auth.server";
import { CONTROL_CENTER_SECTIONS, hubPath, isControlCenterSection, mainRouteOf } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { buttonClass } from "~/components/ui/button";

export const meta = pageTitle("vhubControlCenter");

const labels = {
  "company-profile": "vhub.control.companyProfile",
  billing: "vhub.control.billing",
  access: "vhub.control.access",
  storage: "vhub.control.storage",
  team: "vhub.control.team",
  owners: "vhub.control.owners",
} as const;

/**
 * /vhub/{id}/control-center[/section]: the hub's control-center button names the page it was
 * pressed on (?from=), remembered in the web session as the last main route (spec), where Close
 * returns, with JavaScript or without. Its sections are its own issue's: here, in development.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const roleId = params.id ?? "";
  const section = params.section ?? "company-profile";
  if (!isControlCenterSection(section)) throw redirect(`${hubPath(roleId)}/control-center`);
  const from = mainRouteOf(new URL(request.url).searchParams.get("from"), roleId);
  if (from && auth.session.get("lastMainRoute") !== from) {
    auth.session.set("lastMainRoute", from);
    auth.sessionChanged();
  }
  const close = from ?? mainRouteOf(auth.session.get("lastMainRoute"), roleId) ?? hubPath(roleId);
  return data({ section, close, roleId });
}

export default function ControlCenter() {
  const { t } = useTranslation();
  const { section, close, roleId } = useLoaderData<typeof loader>();
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-10 items-center rounded-md px-3 py-2 text-sm ${isActive ? "bg-selected font-medium text-selected-fg" : "hover:bg-surface-muted"}`;
  return (
    <div className="space-y-section">
      <div className="flex flex-wrap items-center justify-between gap-stack">
        <h1 className="ui-page-title">{t("vhub.control.heading")}</h1>
        <Link to={close} className={buttonClass("secondary")}>
          {t("vhub.control.close")}
        </Link>
      </div>
      <nav aria-label={t("vhub.control.sections")}>
        <ul className="flex flex-wrap gap-1">
          {CONTROL_CENTER_SECTIONS.map((key) => (
            <li key={key}>
              <NavLink to={`${hubPath(roleId)}/control-center/${key}`} className={link} aria-current={key === section ? "page" : undefined}>
                {t(labels[key])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="section-heading" className="space-y-stack rounded-xl border border-line bg-surface p-section">
        <h2 id="section-heading" className="ui-section-title">
          {t(labels[section])}
        </h2>
        <p className="text-muted">{t("vhub.development.text")}</p>
      </section>
    </div>
  );
}
