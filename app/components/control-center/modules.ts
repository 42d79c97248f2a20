import type { RoleModule } from "#graphql/generated/operations";
import { hubPath } from "~/lib/hub-paths";
import type { TKey } from "~/lib/translate";

/** The access section's address for the role in the address (/vhub/{roleId}). */
export const accessPath = (hubRoleId: string) => `${hubPath(hubRoleId)}/control-center/access`;

/**
 * The modules a role may be given access to (graphql/schema/access.graphql RoleModule), as the
 * hub's navigation names them: the role's modules, then the company's (spec section 1).
 */
export const ROLE_MODULE_GROUPS: ReadonlyArray<{
  heading: TKey;
  modules: ReadonlyArray<{ module: RoleModule; label: TKey }>;
}> = [
  {
    heading: "control.accessPage.roleModules",
    modules: [
      { module: "TASKS", label: "vhub.nav.tasks" },
      { module: "INSTRUCTIONS", label: "vhub.nav.instructions" },
      { module: "FILES", label: "vhub.nav.files" },
      { module: "INVENTORY", label: "vhub.nav.inventory" },
      { module: "CALENDAR", label: "vhub.nav.calendar" },
      { module: "MESSENGER", label: "vhub.nav.messenger" },
      { module: "RESULTS", label: "vhub.nav.results" },
      { module: "FINANCE", label: "vhub.nav.finance" },
    ],
  },
  {
    heading: "control.accessPage.companyModules",
    modules: [
      { module: "STRUCTURE", label: "vhub.nav.structure" },
      { module: "TEAM", label: "vhub.nav.team" },
      { module: "OWNERS", label: "vhub.nav.owners" },
      { module: "COMPANY_RESULTS", label: "vhub.nav.companyResults" },
      { module: "COMPANY_INVENTORY", label: "vhub.nav.companyInventory" },
      { module: "PAY", label: "vhub.nav.pay" },
      { module: "CONTROL_CENTER", label: "vhub.nav.controlCenter" },
    ],
  },
];

const LABELS = new Map(
  ROLE_MODULE_GROUPS.flatMap((group) => group.modules.map((entry) => [entry.module, entry.label] as const)),
);

/** The module an address or a form names, or null for anything else. */
export function roleModuleOf(value: unknown): RoleModule | null {
  return typeof value === "string" && LABELS.has(value as RoleModule) ? (value as RoleModule) : null;
}

export const roleModuleLabel = (module: RoleModule): TKey => LABELS.get(module)!;
