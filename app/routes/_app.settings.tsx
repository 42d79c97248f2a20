import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { LogoutDialog } from "~/components/logout-dialog";
import { SettingsFrame, settingsLinkClass } from "~/components/settings-frame";
import { requireUserSession } from "~/lib/auth.server";
import { SETTINGS_ROUTE_KEY, settingsFrom, settingsHub } from "~/lib/settings-route";
import { lastRoleId } from "~/lib/vhub-change.server";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/settings.ts")) };

type Key = "personalInfo" | "localization" | "privacy" | "updates" | "userAgreement" | "privacyPolicy" | "exit";
/** A page of the menu; without a path it is not built yet: shown disabled, saying why. `logout`: the logout confirmation. */
type Item = { key: Key; path?: string; logout?: true };

const sections: { key: "personal" | "system"; items: Item[] }[] = [
  {
    key: "personal",
    items: [
      { key: "personalInfo", path: "/settings/personal-info" },
      { key: "localization", path: "/settings/localization" },
      { key: "privacy", path: "/settings/privacy" },
    ],
  },
  {
    key: "system",
    items: [
      { key: "updates" },
      { key: "userAgreement", path: "/settings/user-agreement" },
      { key: "privacyPolicy", path: "/settings/privacy-policy" },
      // Logging out asks first, as from the user menu: a dialog, or without JavaScript the
      // /logout page, whose Cancel comes back here (LogoutDialog).
      { key: "exit", logout: true },
    ],
  },
];

/**
 * Where Back returns: `from` (the path the settings were opened from, validated) is remembered in
 * the web session, so that it holds while the person moves between the settings pages, with
 * JavaScript or without; none remembered, the hub.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const from = settingsFrom(new URL(request.url).searchParams.get("from"));
  if (from && auth.session.get("settingsFrom") !== from) {
    auth.session.set("settingsFrom", from);
    auth.sessionChanged();
  }
  return { back: from ?? settingsFrom(auth.session.get("settingsFrom")) ?? settingsHub(lastRoleId(request)) };
}

const noSubscription = () => () => {};
/** The tab's remembered path; null on the server and where storage is refused (privacy settings). */
function storedSettingsRoute(): string | null {
  try {
    return settingsFrom(sessionStorage.getItem(SETTINGS_ROUTE_KEY));
  } catch {
    return null;
  }
}

/**
 * With JavaScript the tab's own memory wins (spec: the last settings route is kept in session
 * storage), so two tabs opened from two places each go back to their own.
 */
function useBackPath(serverBack: string) {
  const { search } = useLocation();
  const fromHere = settingsFrom(new URLSearchParams(search).get("from"));
  useEffect(() => {
    try {
      if (fromHere) sessionStorage.setItem(SETTINGS_ROUTE_KEY, fromHere);
    } catch {
      // Storage refused: the server's memory serves.
    }
  }, [fromHere]);
  const stored = useSyncExternalStore(noSubscription, storedSettingsRoute, () => null);
  return fromHere ?? stored ?? serverBack;
}

/**
 * The profile settings layout (spec): Back to where the settings were opened from, Close to /profile, the pages in a side menu of two sections
 * (an aside of 264 px on wide screens, a disclosure on small ones, so it opens without JavaScript).
 * The updates are not built yet: listed, disabled, saying so. A page's own steps
 * (/settings/privacy/two-factor) keep its item marked.
 */
export default function SettingsLayout() {
  const { t } = useTranslation();
  const back = useBackPath(useLoaderData<typeof loader>().back);
  const menu = (
    <div className="space-y-section">
      {sections.map((section) => (
        <div key={section.key}>
          <p className="ui-overline px-3 pb-1">{t(`settings.sections.${section.key}`)}</p>
          <ul className="space-y-field">
            {section.items.map((item) => (
              <li key={item.key}>
                {item.logout ? (
                  <LogoutDialog
                    triggerClassName="block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-surface-muted"
                    label={t(`settings.items.${item.key}`)}
                  />
                ) : item.path ? (
                  <NavLink
                    to={item.path}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm ${
                        isActive ? "bg-selected font-medium text-selected-fg" : "hover:bg-surface-muted"
                      }`
                    }
                  >
                    {t(`settings.items.${item.key}`)}
                  </NavLink>
                ) : (
                  <span
                    aria-disabled="true"
                    className="block cursor-not-allowed rounded-md px-3 py-2 text-sm text-subtle"
                  >
                    {t(`settings.items.${item.key}`)}
                    <span className="block text-xs">({t("settings.later")})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  return (
    <SettingsFrame
      menuLabel={t("settings.menu")}
      menu={menu}
      header={
        <>
          <Link
            to={back}
            className={settingsLinkClass}
            aria-label={t("settings.backLabel")}
            data-testid="settings-back"
          >
            <span aria-hidden="true">←</span> {t("settings.back")}
          </Link>
          <p className="ui-section-title mr-auto min-w-0 truncate">{t("settings.heading")}</p>
          <Link to="/profile" className={settingsLinkClass} aria-label={t("settings.closeLabel")}>
            {t("settings.close")} <span aria-hidden="true">✕</span>
          </Link>
        </>
      }
    >
      <Outlet />
    </SettingsFrame>
  );
}
