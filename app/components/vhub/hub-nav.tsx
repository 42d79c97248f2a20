import { NavLink, useLocation } from "@remix-run/react";
import type { RoleModule } from "#graphql/generated/operations";
import { DisabledItem } from "~/components/header/disabled-item";
import { controlCenterPath, controlSectionPath, hubPath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { useFeatures } from "~/lib/signed-in";
import type { TKey } from "~/lib/translate";

type Item = { key: TKey; to: string; end?: boolean; development?: boolean } | { key: TKey; disabled: TKey };

/** The modules that have no page yet (spec: hub navigation): one "coming" entry lists them. */
const COMING: readonly TKey[] = [
  "vhub.nav.inventory",
  "vhub.nav.calendar",
  "vhub.nav.messenger",
  "vhub.nav.results",
  "vhub.nav.finance",
  "vhub.nav.companyResults",
  "vhub.nav.companyInventory",
  "vhub.nav.pay",
];

/**
 * The hub's navigation (spec: hub navigation): the role's modules and the company's. Tasks are
 * off by their flag (FEATURE_TASKS; on, a page in development). The modules with no page yet
 * (inventory, calendar, messenger, results, finance, the company's results, inventory and pay)
 * are one "coming" entry that lists them (issue 40), not eight dead links. Files are their page
 * (with FEATURE_FILES switched off, a page "in development"). Team and Owners open the control
 * center's sections of the same names. A module the role may not open (`modules`:
 * Company.myModules, as the policy decides; decision 0026) is shown unavailable with the reason,
 * and while billing has suspended the company's usage so are the role's modules. The control
 * center's link carries the page in view, which it remembers as the last main route (its Close
 * returns there).
 *
 * On a phone the page's heading comes first: the navigation is a compact switcher (a disclosure
 * naming the module in view, closed at each new page), the full list from 768 px on. Both are in
 * the HTML (CSS shows one), so the switcher works without JavaScript.
 */
export function HubNav({
  roleId,
  modules,
  usageSuspended,
}: {
  roleId: string;
  modules: readonly RoleModule[];
  usageSuspended: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const features = useFeatures();
  const base = hubPath(roleId);
  const here = location.pathname + location.search;
  const n = "vhub.nav";
  const open = new Set(modules);
  /** A module's item: its link when the role may open it, else unavailable with the reason. */
  const gated = (module: RoleModule, item: Extract<Item, { to: string }>, paid: boolean): Item =>
    !open.has(module)
      ? { key: item.key, disabled: `${n}.noAccess` }
      : paid && usageSuspended
        ? { key: item.key, disabled: `${n}.unpaid` }
        : item;
  const role: Item[] = [
    { key: `${n}.dashboard`, to: base, end: true },
    features.tasks
      ? gated("TASKS", { key: `${n}.tasks`, to: `${base}/tasks` }, true)
      : { key: `${n}.tasks`, disabled: `${n}.tasksDisabled` },
    gated("INSTRUCTIONS", { key: `${n}.instructions`, to: `${base}/instruction` }, true),
    gated("FILES", { key: `${n}.files`, to: `${base}/files`, development: !features.files }, true),
  ];
  const company: Item[] = [
    { key: `${n}.structure`, to: `${base}/structure-company` },
    // The company's people are the control center's sections (issue 21): one screen each, from here or there.
    gated("TEAM", { key: `${n}.team`, to: controlSectionPath(roleId, "team", here) }, false),
    gated("OWNERS", { key: `${n}.owners`, to: controlSectionPath(roleId, "owners", here) }, false),
  ];
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm ${
      isActive ? "bg-selected font-medium text-selected-fg" : "hover:bg-surface-muted"
    }`;
  // The module in view, for the phone's switcher: the longest link the address starts with.
  const path = location.pathname.replace(/\/+$/, "");
  const current = [...role, ...company]
    .filter((item): item is Extract<Item, { to: string }> => "to" in item)
    .filter((item) => {
      const to = item.to.split("?")[0];
      return item.end ? path === to : path === to || path.startsWith(`${to}/`);
    })
    .sort((a, b) => b.to.length - a.to.length)[0];
  const inControlCenter = path.startsWith(`${base}/control-center`);
  const currentName = current ? t(current.key) : inControlCenter ? t(`${n}.controlCenter`) : null;
  const list = (items: Item[], group: string, prefix: string) => (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        // A disabled item's button takes the links' size from its item (the header's are larger).
        <li key={item.key} className={"disabled" in item ? "text-sm" : undefined}>
          {"disabled" in item ? (
            <DisabledItem
              id={`${prefix}-${group}-${item.key.split(".").pop()}`}
              label={t(item.key)}
              reason={t(item.disabled)}
            />
          ) : (
            <NavLink to={item.to} end={item.end} prefetch="intent" className={link}>
              <span>{t(item.key)}</span>
              {item.development ? <span className="text-xs text-subtle">({t(`${n}.inDevelopment`)})</span> : null}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
  const heading = "px-3 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase";
  const sections = (prefix: string) => (
    <>
      <div>
        <h2 id={`${prefix}-role-modules`} className={heading}>
          {t(`${n}.role`)}
        </h2>
        {list(role, "role", prefix)}
      </div>
      <div>
        <h2 id={`${prefix}-company-modules`} className={heading}>
          {t(`${n}.company`)}
        </h2>
        {list(company, "company", prefix)}
      </div>
      <div className="space-y-1 border-t border-line pt-2">
        <NavLink to={controlCenterPath(roleId, here)} className={link}>
          {t(`${n}.controlCenter`)}
        </NavLink>
        <details className="group/coming rounded-md">
          <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-muted hover:bg-surface-muted">
            <span>{t(`${n}.coming`, { count: COMING.length })}</span>
            <span aria-hidden="true" className="transition-transform group-open/coming:rotate-180">
              ▾
            </span>
          </summary>
          <div className="px-3 pt-1 pb-2">
            <p className="text-xs text-subtle">{t(`${n}.comingNote`)}</p>
            <ul className="mt-1 space-y-0.5 text-sm text-muted" aria-label={t(`${n}.comingList`)}>
              {COMING.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
        </details>
      </div>
    </>
  );
  return (
    <>
      {/* A phone: one row, the module in view; its panel is the same navigation. */}
      <details
        key={location.pathname}
        className="group/switcher rounded-xl border border-line bg-surface md:hidden"
        data-testid="hub-switcher"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm">
          <span className="min-w-0 truncate">
            <span className="text-subtle">{t(`${n}.label`)}</span>
            {currentName ? <span className="font-medium">{` · ${currentName}`}</span> : null}
          </span>
          <span aria-hidden="true" className="transition-transform group-open/switcher:rotate-180">
            ▾
          </span>
        </summary>
        <nav aria-label={t(`${n}.label`)} className="space-y-4 border-t border-line p-2">
          {sections("hub-switcher")}
        </nav>
      </details>
      <nav
        aria-label={t(`${n}.label`)}
        className="hidden space-y-4 rounded-xl border border-line bg-surface p-2 md:block"
        data-testid="hub-nav"
      >
        {sections("hub")}
      </nav>
    </>
  );
}
