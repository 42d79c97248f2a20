import { NavLink, useLocation } from "@remix-run/react";
import type { RoleModule } from "#graphql/generated/operations";
import { DisabledItem } from "~/components/header/disabled-item";
import { controlCenterPath, controlSectionPath, hubPath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { useFeatures } from "~/routes/_app";
import type { TKey } from "~/lib/translate";

type Item =
  | { key: TKey; to: string; end?: boolean; development?: boolean }
  | { key: TKey; disabled: TKey };

/**
 * The hub's navigation (spec: hub navigation): the role's modules and the company's. Tasks are
 * off by their flag (FEATURE_TASKS; on, a page in development); inventory, calendar, messenger, results and finance, and the company's
 * results, inventory and pay, are placeholders: each stays in the tab order and says why it
 * cannot be opened (DisabledItem). Files are their page (with FEATURE_FILES switched off, a page "in development"). Team and Owners open the
 * control center's sections of the same names. A module the role may not open (`modules`:
 * Company.myModules, as the policy decides; decision 0026) is shown unavailable with the reason,
 * and while billing has suspended the company's usage so are the role's modules. The control
 * center's link carries the page in view, which it remembers as the last main route (its Close
 * returns there).
 */
export function HubNav({ roleId, modules, usageSuspended }: { roleId: string; modules: readonly RoleModule[]; usageSuspended: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const features = useFeatures();
  const base = hubPath(roleId);
  const here = location.pathname + location.search;
  const n = "vhub.nav";
  const off: TKey = `${n}.disabled`;
  const open = new Set(modules);
  /** A module's item: its link when the role may open it, else unavailable with the reason. */
  const gated = (module: RoleModule, item: Extract<Item, { to: string }>, paid: boolean): Item =>
    !open.has(module) ? { key: item.key, disabled: `${n}.noAccess` } : paid && usageSuspended ? { key: item.key, disabled: `${n}.unpaid` } : item;
  const role: Item[] = [
    { key: `${n}.dashboard`, to: base, end: true },
    features.tasks ? gated("TASKS", { key: `${n}.tasks`, to: `${base}/tasks`, development: true }, true) : { key: `${n}.tasks`, disabled: `${n}.tasksDisabled` },
    gated("INSTRUCTIONS", { key: `${n}.instructions`, to: `${base}/instruction` }, true),
    gated("FILES", { key: `${n}.files`, to: `${base}/files`, development: !features.files }, true),
    { key: `${n}.inventory`, disabled: off },
    { key: `${n}.calendar`, disabled: off },
    { key: `${n}.messenger`, disabled: off },
    { key: `${n}.results`, disabled: off },
    { key: `${n}.finance`, disabled: off },
  ];
  const company: Item[] = [
    { key: `${n}.structure`, to: `${base}/structure-company` },
    // The company's people are the control center's sections (issue 21): one screen each, from here or there.
    gated("TEAM", { key: `${n}.team`, to: controlSectionPath(roleId, "team", here) }, false),
    gated("OWNERS", { key: `${n}.owners`, to: controlSectionPath(roleId, "owners", here) }, false),
    { key: `${n}.companyResults`, disabled: off },
    { key: `${n}.companyInventory`, disabled: off },
    { key: `${n}.pay`, disabled: off },
  ];
  const link = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm ${isActive ? "bg-selected font-medium text-selected-fg" : "hover:bg-surface-muted"}`;
  const list = (items: Item[], group: string) => (
    <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
      {items.map((item) => (
        // A disabled item's button takes the links' size from its item (the header's are larger).
        <li key={item.key} className={"disabled" in item ? "text-sm" : undefined}>
          {"disabled" in item ? (
            <DisabledItem id={`hub-${group}-${item.key.split(".").pop()}`} label={t(item.key)} reason={t(item.disabled)} />
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
  return (
    <nav aria-label={t(`${n}.label`)} className="space-y-4 rounded-xl border border-line bg-surface p-2" data-testid="hub-nav">
      <div>
        <h2 id="hub-role-modules" className={heading}>
          {t(`${n}.role`)}
        </h2>
        {list(role, "role")}
      </div>
      <div>
        <h2 id="hub-company-modules" className={heading}>
          {t(`${n}.company`)}
        </h2>
        {list(company, "company")}
      </div>
      <NavLink to={controlCenterPath(roleId, here)} className={link}>
        {t(`${n}.controlCenter`)}
      </NavLink>
    </nav>
  );
}
