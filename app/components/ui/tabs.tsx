import { Link } from "@remix-run/react";

export interface TabLink {
  key: string;
  to: string;
  label: string;
  active: boolean;
}

/**
 * Tabs that are links (?tab=...): they work without JavaScript and keep their place on reload.
 * The one look of a tab strip: a track with the current tab raised. `current` is what
 * aria-current says of the active one ("page" for a view of the page, "true" for a panel's part).
 */
export function TabLinks({
  label,
  tabs,
  current = "page",
  fill = false,
  replace,
  preventScrollReset = true,
}: {
  label: string;
  tabs: readonly TabLink[];
  current?: "page" | "true";
  /** Stretch the tabs over the whole width (a side panel's). */
  fill?: boolean;
  replace?: boolean;
  preventScrollReset?: boolean;
}) {
  return (
    <nav aria-label={label}>
      <ul className={`${fill ? "flex" : "inline-flex"} gap-1 rounded-lg bg-surface-muted p-1`}>
        {tabs.map((tab) => (
          <li key={tab.key} className={fill ? "flex flex-1" : "flex"}>
            <Link
              to={tab.to}
              replace={replace}
              preventScrollReset={preventScrollReset}
              aria-current={tab.active ? current : undefined}
              className={`inline-flex min-h-9 items-center justify-center rounded-md px-3 py-1.5 text-center text-sm ${fill ? "flex-1" : ""} ${
                tab.active ? "bg-surface-raised font-medium text-fg shadow-sm" : "text-muted hover:bg-surface hover:text-fg"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
