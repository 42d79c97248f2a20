import { lazy } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { CompanyOption, CompanyResults } from "./company-picker";
import { ChevronDown } from "./icons";
import { LazyDisclosure } from "./lazy-disclosure";

// Radix's popover (and its positioning) is loaded when the pointer or focus reaches the switcher.
const loadContent = () => import("./company-switcher-content");
const CompanySwitcherContent = lazy(loadContent);

/**
 * vHold's company switcher: the current company (or "Companies") opening the person's companies
 * with a search and an empty state. With JavaScript a Radix popover that searches as you type;
 * without it a link to /vhold?search=, the page that lists the same companies with the same
 * search and empty state (the popover's search reads it too). It was a <details> with that list
 * in every signed-in page's HTML: 3.9 KB a page (issue 17).
 */
export function CompanySwitcher({ initial, current }: { initial: CompanyResults; current: CompanyOption | null }) {
  const { t } = useTranslation();
  const currentId = current?.id ?? null;
  return (
    <div className="relative">
      <LazyDisclosure
        data="company-switcher"
        label={
          <>
            {current ? (
              <>
                <span className="max-w-48 truncate">{current.name}</span>
                {/* Named by the company it shows, it opens (or, without JavaScript, leads to) the list of them all. */}
                <span className="sr-only">{t("app.companySwitcher.heading")}</span>
              </>
            ) : (
              t("app.companySwitcher.label")
            )}
            <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </>
        }
        className="flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-md border border-line-strong px-3 py-1 text-sm hover:bg-surface-muted"
        load={loadContent}
        panel={(props) => <CompanySwitcherContent {...props} initial={initial} currentId={currentId} />}
        href="/vhold?search="
      />
    </div>
  );
}
