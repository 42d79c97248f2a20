import type { ReactNode } from "react";

/** The links of a settings header (back, close): one look for every settings layout. */
export const settingsLinkClass = "inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm ui-link";

/**
 * A settings layout (the person's /settings, a company's /vhold/{id}/settings): a header row, the
 * menu in a 264 px aside on desktop and in a <details> dropdown on phones (it opens without
 * JavaScript), and the page beside it.
 */
export function SettingsFrame({
  header,
  menuLabel,
  menu,
  children,
}: {
  header: ReactNode;
  menuLabel: string;
  menu: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-section">
      <div className="flex flex-wrap items-center justify-between gap-stack">{header}</div>
      <div className="gap-page md:grid md:grid-cols-[264px_minmax(0,1fr)]">
        <details className="mb-section rounded-lg border border-line bg-surface p-2 md:hidden">
          <summary className="cursor-pointer px-2 py-1 text-sm font-medium">{menuLabel}</summary>
          <nav aria-label={menuLabel} className="mt-stack w-full max-w-menu">
            {menu}
          </nav>
        </details>
        <nav aria-label={menuLabel} className="hidden self-start rounded-lg border border-line bg-surface p-2 md:block">
          {menu}
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
