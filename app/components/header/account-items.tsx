import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { settingsLink } from "~/lib/settings-route";
import { LogoutDialog } from "../logout-dialog";

export const menuItemClass = "ui-menu-item";

/**
 * The user menu's items (spec: profile settings, dark mode, knowledge base, contact the provider,
 * logout), as list items: the desktop menu and the mobile menu show the same ones. `language`
 * adds a link to the language settings (the mobile menu has no room for the language form).
 */
export function AccountItems({
  theme,
  supportEmail,
  language = false,
}: {
  theme: "light" | "dark";
  supportEmail: string;
  language?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // The settings remember where they were opened from (their Back returns there).
  const here = location.pathname + location.search;
  return (
    <>
      <li>
        <Link to={settingsLink("/settings/personal-info", here)} className={menuItemClass}>
          {t("app.userMenu.settings")}
        </Link>
      </li>
      {language ? (
        <li>
          <Link to={settingsLink("/settings/localization", here)} className={menuItemClass}>
            {t("language.label")}
          </Link>
        </li>
      ) : null}
      <li>
        <Form method="post" action="/preferences/theme">
          <input type="hidden" name="theme" value={theme === "dark" ? "light" : "dark"} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className={menuItemClass}>
            {theme === "dark" ? t("app.userMenu.lightMode") : t("app.userMenu.darkMode")}
          </button>
        </Form>
      </li>
      <li>
        <Link to="/knowledge-base" className={menuItemClass}>
          {t("app.userMenu.knowledgeBase")}
        </Link>
      </li>
      <li>
        <a href={`mailto:${supportEmail}`} className={menuItemClass}>
          {t("app.userMenu.contact")}
        </a>
      </li>
      <li>
        <LogoutDialog triggerClassName={menuItemClass} />
      </li>
    </>
  );
}
