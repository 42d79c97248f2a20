import { Link, NavLink, Outlet, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { TKey } from "~/lib/translate";
import { useCompany } from "./_app.vhold.$id/route";
import { SettingsFrame, settingsLinkClass } from "~/components/settings-frame";

type Item = {
  key: "baseCharacteristic" | "directorCompany" | "distributionShares" | "corporateAgreements" | "stopCompany";
  path?: string;
  /** The section's own steps (its edit form as a page): the section stays marked there. */
  steps?: string[];
  critical?: boolean;
};

/**
 * The corporate settings layout (spec): Back and Close to the dashboard, the sections in a side
 * menu (a disclosure on small screens, so it opens without JavaScript). Pathless, so that its
 * sections keep their own addresses: /vhold/{id}/settings (the base characteristics),
 * /vhold/{id}/director and /vhold/{id}/stop (issue 19). The corporate agreement (flag off) is not
 * built and the share distribution is shown on the base page: those are listed, disabled.
 */
export default function CorporateSettingsLayout() {
  const { t } = useTranslation();
  const company = useCompany();
  const { pathname } = useLocation();
  const dashboard = `/vhold/${company.id}`;
  const items: Item[] = [
    { key: "baseCharacteristic", path: `${dashboard}/settings`, steps: [`${dashboard}/settings/edit`] },
    { key: "directorCompany", path: `${dashboard}/director` },
    { key: "distributionShares" },
    { key: "corporateAgreements" },
    { key: "stopCompany", path: `${dashboard}/stop`, critical: true },
  ];
  const label = (item: Item) => t(`vhold.settings.items.${item.key}` as TKey);
  const menu = (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.key} className={item.critical ? "mt-4 border-t border-line pt-4" : undefined}>
          {item.path ? (
            <NavLink
              to={item.path}
              end
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm ${
                  isActive || item.steps?.includes(pathname)
                    ? "bg-selected font-medium text-selected-fg"
                    : `hover:bg-surface-muted ${item.critical ? "text-danger" : ""}`
                }`
              }
            >
              {label(item)}
            </NavLink>
          ) : (
            <span
              aria-disabled="true"
              className={`block cursor-not-allowed rounded-md px-3 py-2 text-sm ${
                item.critical ? "text-danger" : "text-subtle"
              }`}
            >
              {label(item)}
              <span className="block text-xs">({t("vhold.settings.later")})</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <SettingsFrame
      menuLabel={t("vhold.settings.menu")}
      menu={menu}
      header={
        <>
          <Link to={dashboard} className={settingsLinkClass}>
            <span aria-hidden="true">←</span> {t("vhold.settings.back")}
          </Link>
          {/* Whole, never cut: on a phone on a line of its own under Back and Close. */}
          <p className="order-last w-full font-semibold break-words sm:order-none sm:w-auto sm:min-w-0 sm:flex-1 sm:text-center">
            {company.name}
          </p>
          <Link
            to={dashboard}
            className={settingsLinkClass}
            aria-label={`${t("vhold.settings.close")}: ${company.name}`}
          >
            {t("vhold.settings.close")} <span aria-hidden="true">✕</span>
          </Link>
        </>
      }
    >
      <Outlet />
    </SettingsFrame>
  );
}
