import { useTranslation } from "~/lib/i18n-react";
import { UserAvatar } from "~/components/ui/user-avatar";
import { AccountItems } from "./account-items";
import { CompanyLinks, CompanyPicker } from "./company-picker";
import { disabledClass } from "./disabled-item";
import type { HeaderData } from "./header-data";
import { ProductNav } from "./product-nav";
import { HeaderPicker } from "~/components/header/header-picker";

/**
 * The mobile menu's body, with JavaScript (in the sheet) and without (in a disclosure): who is
 * signed in, the product switch, the companies with their search, the account's items. Without
 * JavaScript the companies are a link to the page that lists them with the same search
 * (/vhold?search=), as the wide header's switcher is: their list was in every page's HTML twice.
 */
export function MenuSections({ data, live, idPrefix }: { data: HeaderData; live: boolean; idPrefix: string }) {
  const { t } = useTranslation();
  const { user } = data;
  const heading = "px-3 text-xs font-semibold tracking-wide text-subtle uppercase";
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 px-3">
        <UserAvatar user={user} size="md" />
        <span className="min-w-0">
          <span className="block truncate font-medium">
            {user.name} {user.surname}
          </span>
          <span className="block truncate text-sm text-subtle">@{user.username}</span>
        </span>
      </div>
      <ProductNav
        vholdHref={data.vholdHref}
        inVhold={data.inVhold}
        vhubHref={data.vhubHref}
        inVhub={data.inVhub}
        idPrefix={idPrefix}
        vertical
        Disabled={DisabledItemInline}
      />
      <HeaderPicker idPrefix={idPrefix} />
      <section aria-labelledby={`${idPrefix}-companies`} className="space-y-2">
        <h2 id={`${idPrefix}-companies`} className={heading}>
          {t("app.companySwitcher.heading")}
        </h2>
        <div className="px-3">
          {live ? (
            <CompanyPicker
              initial={data.companies}
              currentId={data.current?.id ?? null}
              live
              idPrefix={`${idPrefix}-picker`}
            />
          ) : (
            <CompanyLinks all="/vhold?search=" />
          )}
        </div>
      </section>
      <section aria-labelledby={`${idPrefix}-account`} className="space-y-1">
        <h2 id={`${idPrefix}-account`} className={heading}>
          {t("app.userMenu.label")}
        </h2>
        <ul>
          <AccountItems theme={data.theme} supportEmail={data.supportEmail} language />
        </ul>
      </section>
    </div>
  );
}

/**
 * The same item in the mobile menu: the reason is a line of text under the label (a touch screen
 * has no hover), and the item's description.
 */
export function DisabledItemInline({ id, label, reason }: { id: string; label: string; reason: string }) {
  return (
    <span className="flex flex-col">
      <button type="button" aria-disabled="true" aria-describedby={id} className={`${disabledClass} w-full`}>
        {label}
      </button>
      <span id={id} className="px-3 pb-1 text-xs text-subtle">
        {reason}
      </span>
    </span>
  );
}
