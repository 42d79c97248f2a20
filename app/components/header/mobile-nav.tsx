import { lazy } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { HeaderData } from "./header-data";
import { MenuIcon } from "./icons";
import { LazyDisclosure } from "./lazy-disclosure";
import { serverHtml } from "./server-html";

// Radix's dialog is loaded when the pointer or focus reaches the menu button.
const loadSheet = () => import("./mobile-nav-sheet");
const MobileNavSheet = lazy(loadSheet);
// The panel without JavaScript: in the server's HTML only (the sheet carries its own copy).
const StaticSections = serverHtml(() => import("./menu-sections").then((module) => module.MenuSections));

/**
 * The navigation on narrow screens: one "Menu" button. Without JavaScript a <details> whose panel
 * spans the header's width under it; with JavaScript a sheet from the side (a Radix dialog: focus
 * stays inside, Escape closes it, focus returns to the button).
 */
export function MobileNav({ data }: { data: HeaderData }) {
  const { t } = useTranslation();
  return (
    <LazyDisclosure
      data="mobile-menu"
      label={
        <>
          <MenuIcon />
          {t("app.nav.menu")}
        </>
      }
      className="flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-line-strong px-3 py-1 text-sm font-medium hover:bg-surface-muted"
      load={loadSheet}
      panel={(props) => <MobileNavSheet {...props} data={data} />}
      fallback={<StaticSections data={data} live={false} idPrefix="mobile-menu" />}
      fallbackClassName="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-surface px-2 py-4 shadow-lg"
    />
  );
}
