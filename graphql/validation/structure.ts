/**
 * The rules of a company's structure (spec section 3; issue 20), pure so that the server's
 * saveCompanyStructure and the structure editor's draft check the same thing:
 * - exactly one live level-1 role (the director's), which has no managing role;
 * - every other live role has a managing role that exists, is live and has a higher level
 *   (a smaller number);
 * - following managers never comes back to where it started.
 * Archived roles are outside the tree: they are not checked themselves, but no live role may be
 * managed by one. Levels are 1 to 4.
 *
 * No imports from server/ or app/: the editor bundles this file.
 */

export const STRUCTURE_PROBLEM_CODES = [
  "NO_DIRECTOR",
  "TWO_DIRECTORS",
  "DIRECTOR_HAS_MANAGER",
  "NO_MANAGER",
  "MANAGER_NOT_HIGHER",
  "MANAGER_ARCHIVED",
  "CYCLE",
  "UNKNOWN_MANAGER",
  "LEVEL_OUT_OF_RANGE",
  "DUPLICATE_ROLE",
] as const;

export type StructureProblemCode = (typeof STRUCTURE_PROBLEM_CODES)[number];

/** roleId is "" for NO_DIRECTOR (no role to point at). */
export interface StructureProblem {
  code: StructureProblemCode;
  roleId: string;
}

export interface StructureRole {
  id: string;
  level: number;
  parentRoleId: string | null;
  isArchived: boolean;
}

export const MIN_ROLE_LEVEL = 1;
export const MAX_ROLE_LEVEL = 4;
export const DIRECTOR_LEVEL = 1;

/** The catalogue key of a problem's message (app/locales: validation.structure.*). */
export function structureProblemKey(code: StructureProblemCode): string {
  return `validation.structure.${code}`;
}

/**
 * Every problem of the structure, in the order of the roles given (NO_DIRECTOR first). An empty
 * list means the structure may be saved. Roles' ids are compared as given (the server passes
 * them lower-cased).
 */
export function validateStructure(roles: ReadonlyArray<StructureRole>): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const byId = new Map<string, StructureRole>();
  for (const role of roles) {
    if (byId.has(role.id)) problems.push({ code: "DUPLICATE_ROLE", roleId: role.id });
    else byId.set(role.id, role);
  }

  const live = [...byId.values()].filter((role) => !role.isArchived);
  const directors = live.filter((role) => role.level === DIRECTOR_LEVEL);
  if (directors.length === 0) problems.unshift({ code: "NO_DIRECTOR", roleId: "" });

  for (const role of live) {
    if (!Number.isInteger(role.level) || role.level < MIN_ROLE_LEVEL || role.level > MAX_ROLE_LEVEL) {
      problems.push({ code: "LEVEL_OUT_OF_RANGE", roleId: role.id });
      continue;
    }
    if (role.level === DIRECTOR_LEVEL) {
      if (directors.length > 1 && role !== directors[0]) problems.push({ code: "TWO_DIRECTORS", roleId: role.id });
      if (role.parentRoleId !== null) problems.push({ code: "DIRECTOR_HAS_MANAGER", roleId: role.id });
      continue;
    }
    if (role.parentRoleId === null) {
      problems.push({ code: "NO_MANAGER", roleId: role.id });
      continue;
    }
    const manager = byId.get(role.parentRoleId);
    if (!manager) problems.push({ code: "UNKNOWN_MANAGER", roleId: role.id });
    else if (manager.isArchived) problems.push({ code: "MANAGER_ARCHIVED", roleId: role.id });
    else if (!(manager.level < role.level)) problems.push({ code: "MANAGER_NOT_HIGHER", roleId: role.id });
  }

  // Cycles among live roles: walk each chain of managers once, colouring what has been settled.
  const settled = new Set<string>();
  const onCycle = new Set<string>();
  for (const start of live) {
    if (settled.has(start.id)) continue;
    const path: string[] = [];
    const inPath = new Map<string, number>();
    let current: StructureRole | undefined = start;
    while (current && !current.isArchived && !settled.has(current.id)) {
      const seenAt = inPath.get(current.id);
      if (seenAt !== undefined) {
        for (const id of path.slice(seenAt)) onCycle.add(id);
        break;
      }
      inPath.set(current.id, path.length);
      path.push(current.id);
      current = current.parentRoleId === null ? undefined : byId.get(current.parentRoleId);
    }
    for (const id of path) settled.add(id);
  }
  for (const role of live) if (onCycle.has(role.id)) problems.push({ code: "CYCLE", roleId: role.id });

  return problems;
}

/**
 * Whether `roleId` stands strictly below one of `acting` in the structure (following managers up;
 * a broken or looping chain ends the walk).
 */
export function isBelow(
  byId: ReadonlyMap<string, Pick<StructureRole, "id" | "parentRoleId">>,
  acting: ReadonlySet<string>,
  roleId: string,
): boolean {
  const seen = new Set<string>([roleId]);
  for (let up = byId.get(roleId)?.parentRoleId ?? null; up && !seen.has(up); up = byId.get(up)?.parentRoleId ?? null) {
    if (acting.has(up)) return true;
    seen.add(up);
  }
  return false;
}

/**
 * A manager below the director changes only their part of the tree: every role they change
 * stood below one of the roles they act in, and stands below one of them after the change. The
 * director's roles stand above everything, so for them this always holds. Answers the ids that
 * break it. The server checks a save with it (server/modules/roles); the editor's draft refuses
 * such an edit before it is made (app/components/structure-editor/draft.ts).
 */
export function outsideReach(
  before: ReadonlyMap<string, Pick<StructureRole, "id" | "parentRoleId">>,
  after: ReadonlyMap<string, Pick<StructureRole, "id" | "parentRoleId">>,
  acting: ReadonlySet<string>,
  changed: readonly string[],
): string[] {
  return changed.filter((id) => (before.has(id) && !isBelow(before, acting, id)) || !isBelow(after, acting, id));
}
