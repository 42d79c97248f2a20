import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { AuthUser } from "~/lib/auth.server";
import { LanguageForm } from "./language-form";
import { UserAvatar } from "./ui/user-avatar";
import { LogoutDialog } from "./logout-dialog";

/**
 * The app header: the product switch (home, vHub, vHold; vHold is disabled without a company,
 * vHub by its feature flag) and the user menu. The menu is a <details> disclosure, so it opens
 * by keyboard and without JavaScript.
 */
export function AppHeader({
  user,
  theme,
  vholdCompanyId,
  supportEmail,
}: {
  user: AuthUser;
  theme: "light" | "dark";
  /** The company vHold opens (the user's first); null: the user has none, vHold is disabled. */
  vholdCompanyId: string | null;
  supportEmail: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const inVhold = location.pathname.startsWith("/vhold/");
  const disabled = "cursor-not-allowed rounded-md px-3 py-2 text-slate-500 dark:text-slate-400";
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 ${isActive ? "bg-brand-light font-medium text-brand-dark dark:bg-slate-800 dark:text-sky-200" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`;
  const item = "block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800";
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-4">
          <Link to="/profile" className="text-xl font-bold text-brand dark:text-sky-300">
            {t("product")}
          </Link>
          <nav aria-label={t("nav.main")}>
            <ul className="flex items-center gap-1 text-sm">
              <li>
                <NavLink to="/profile" className={link}>
                  {t("nav.home")}
                </NavLink>
              </li>
              <li>
                <span aria-disabled="true" title={t("nav.vhubDisabled")} className={disabled}>
                  {t("nav.vhub")}
                  <span className="sr-only"> ({t("nav.vhubDisabled")})</span>
                </span>
              </li>
              <li>
                {vholdCompanyId ? (
                  <Link to={`/vhold/${vholdCompanyId}`} className={link({ isActive: inVhold })} aria-current={inVhold ? "page" : undefined}>
                    {t("nav.vhold")}
                  </Link>
                ) : (
                  <span aria-disabled="true" title={t("nav.vholdDisabled")} className={disabled}>
                    {t("nav.vhold")}
                    <span className="sr-only"> ({t("nav.vholdDisabled")})</span>
                  </span>
                )}
              </li>
            </ul>
          </nav>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* Signed in, the choice is kept in the profile (preferences.locale). */}
          <LanguageForm />
          {/* Keyed by the page: a client-side navigation from the menu closes it, as a page load does. */}
          <details key={location.pathname} className="relative">
            <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1 hover:bg-slate-100 dark:hover:bg-slate-800">
              <UserAvatar user={user} />
              <span className="text-sm">{user.username}</span>
              <span className="sr-only">{t("userMenu.label")}</span>
            </summary>
            <div className="absolute right-0 z-40 mt-2 w-menu rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
              <ul>
                <li>
                  <Link to="/settings/personal-info" className={item}>
                    {t("userMenu.settings")}
                  </Link>
                </li>
                <li>
                  <Form method="post" action="/preferences/theme">
                    <input type="hidden" name="theme" value={theme === "dark" ? "light" : "dark"} />
                    <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
                    <button type="submit" className={item}>
                      {theme === "dark" ? t("userMenu.lightMode") : t("userMenu.darkMode")}
                    </button>
                  </Form>
                </li>
                <li>
                  <Link to="/knowledge-base" className={item}>
                    {t("userMenu.knowledgeBase")}
                  </Link>
                </li>
                <li>
                  <a href={`mailto:${supportEmail}`} className={item}>
                    {t("userMenu.contact")}
                  </a>
                </li>
                <li>
                  <LogoutDialog triggerClassName={item} />
                </li>
              </ul>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
