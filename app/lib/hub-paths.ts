/**
 * The hub's addresses (spec: /vhub/{roleId}/...), browser-safe: the navigation, the role picker
 * and the control center build their links from here.
 */

/** The screens of a role's hub that every role has (the role picker keeps them). */
const SCREENS = new Set(["structure-company", "files", "instruction", "team", "owners", "control-center", "tasks"]);

/** The control center's sections (spec: company-profile is its default). */
export const CONTROL_CENTER_SECTIONS = ["company-profile", "billing", "access", "storage", "team", "owners"] as const;
export type ControlCenterSection = (typeof CONTROL_CENTER_SECTIONS)[number];
export const isControlCenterSection = (value: unknown): value is ControlCenterSection =>
  CONTROL_CENTER_SECTIONS.includes(value as ControlCenterSection);

/** The feature flag a control-center section depends on (spec: billing, access and storage), if any. */
export function controlSectionFeature(section: ControlCenterSection): "billing" | "access" | "storage" | null {
  return section === "billing" || section === "access" || section === "storage" ? section : null;
}

/** A role's dashboard. */
export const hubPath = (roleId: string) => `/vhub/${roleId}`;

/**
 * The same screen in another role (the role picker): a screen every role has stays (the
 * structure, files, a control center's section); a screen of this role's own things (one
 * instruction, a confirmation) and anything else opens the other role's dashboard, or its list.
 */
export function rolePath(pathname: string, roleId: string): string {
  const [, hub, , screen, section] = pathname.split("/");
  if (hub !== "vhub" || !screen || !SCREENS.has(screen)) return hubPath(roleId);
  if (screen === "control-center" && isControlCenterSection(section))
    return `${hubPath(roleId)}/control-center/${section}`;
  return `${hubPath(roleId)}/${screen}`;
}

/** The control center, remembering the hub page it was opened from (spec: the last main route). */
export function controlCenterPath(roleId: string, from: string): string {
  return `${hubPath(roleId)}/control-center/company-profile?from=${encodeURIComponent(from)}`;
}

/**
 * A control-center section opened from the hub's own navigation (its Team and Owners items lead
 * to the control center's sections: one screen each), remembering the page it was opened from.
 */
export function controlSectionPath(roleId: string, section: ControlCenterSection, from: string): string {
  return `${hubPath(roleId)}/control-center/${section}?from=${encodeURIComponent(from)}`;
}

/** A hub page worth returning to from the control center: this role's, outside the control center. */
export function mainRouteOf(raw: string | null | undefined, roleId: string): string | null {
  if (!raw || !raw.startsWith(`${hubPath(roleId)}`) || raw.startsWith("//")) return null;
  const rest = raw.slice(hubPath(roleId).length);
  if (rest && !/^[/?#]/.test(rest)) return null;
  if (/^\/control-center(\/|\?|#|$)/.test(rest)) return null;
  if (/[\\\s]/.test(raw)) return null;
  return raw;
}
