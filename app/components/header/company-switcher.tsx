import { lazy } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { CompanyOption, CompanyResults } from "./company-picker";
import { ChevronDown } from "./icons";
import { LazyDisclosure } from "./lazy-disclosure";
import { serverHtml } from "./server-html";

// Radix's popover (and its positioning) is loaded when the pointer or focus reaches the switcher.
const loadContent = () => import("./company-switcher-content");
const CompanySwitcherContent = lazy(loadContent);
// The panel without JavaScript: in the server's HTML only (the popover carries its own copy).
const StaticPicker = serverHtml(() => import("./company-picker").then((module) => module.CompanyPicker));

/**
 * vHold's company switcher: the current company (or "Companies") opening the person's companies
 * with a search and an empty state. Without JavaScript a <details> disclosure whose search is a
 * GET form to /vhold; with it, a Radix popover that searches as you type.
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
            {current ? <span className="max-w-48 truncate">{current.name}</span> : t("app.companySwitcher.label")}
            <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </>
        }
        className="flex min-h-10 cursor-pointer list-none items-center gap-1 rounded-md border border-line-strong px-3 py-1 text-sm hover:bg-surface-muted"
        load={loadContent}
        panel={(props) => <CompanySwitcherContent {...props} initial={initial} currentId={currentId} />}
        fallback={<StaticPicker initial={initial} currentId={currentId} live={false} idPrefix="switcher" />}
        fallbackClassName="absolute left-0 z-40 mt-2 w-80 max-w-[calc(100vw-2rem)] ui-popover p-3"
      />
    </div>
  );
}
