import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { CompanySwitcher } from "./header/company-switcher";
import type { HeaderData } from "./header/header-data";
import { MobileNav } from "./header/mobile-nav";
import { ProductNav } from "./header/product-nav";
import { HeaderPicker } from "~/components/header/header-picker";
import { UnreadBadge } from "./header/unread-badge";
import { UserMenu } from "./header/user-menu";
import { LanguageForm } from "./language-form";

/**
 * The app header (spec: header). Wide screens (lg and up): the product switch (home, vHub,
 * vHold; vHold disabled without a company, vHub by its flag), vHold's company switcher, the
 * language and the user menu. Narrow screens: the product name and a "Menu" button opening all
 * of that in one place (a sheet with JavaScript, a disclosure without), so at 360 px nothing is
 * cut off or runs off screen.
 */
export function AppHeader({ data }: { data: HeaderData }) {
  const { t } = useTranslation();
  return (
    <header className="relative border-b border-line bg-surface">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-3 px-4 py-2">
        <Link to="/profile" className="shrink-0 text-xl font-bold text-link">
          {t("product")}
        </Link>
        <div className="hidden items-center gap-3 lg:flex">
          <ProductNav
            vholdHref={data.vholdHref}
            inVhold={data.inVhold}
            vhubHref={data.vhubHref}
            inVhub={data.inVhub}
            idPrefix="header"
          />
          <HeaderPicker
            idPrefix="header"
            fallback={<CompanySwitcher initial={data.companies} current={data.current} />}
          />
        </div>
        <div className="ml-auto hidden items-center gap-3 lg:flex">
          {/* Signed in, the choice is kept in the profile (preferences.locale). */}
          <LanguageForm />
          <UnreadBadge count={data.unread} />
          <UserMenu user={data.user} theme={data.theme} supportEmail={data.supportEmail} />
        </div>
        <div className="ml-auto flex items-center gap-2 lg:hidden">
          <UnreadBadge count={data.unread} />
          <MobileNav data={data} />
        </div>
      </div>
    </header>
  );
}
