/**
 * The structure editor's draft: the company's roles as the editor changes them before a save,
 * with undo and redo. Pure (no React, no DOM), so that what a user notices (a refused move, undo
 * after three moves, the diff a save posts) is tested without a browser.
 *
 * Every operation returns a new draft or the problems that refuse it. A change is refused when
 * the structure it makes has a problem the structure before it did not have (validateStructure,
 * the same rules the server's saveCompanyStructure checks): a company that has no director yet
 * (limited mode) can still be edited, but no edit may break a rule that held.
 */
import {
  isBelow,
  MAX_ROLE_LEVEL,
  MIN_ROLE_LEVEL,
  outsideReach,
  validateStructure,
  type StructureProblem,
} from "#graphql/validation/structure";

export interface RoleHolder {
  id: string;
  name: string;
  surname: string;
  avatar?: string | null;
}

export interface DraftRole {
  id: string;
  name: string;
  level: number;
  parentRoleId: string | null;
  sortNumber: number;
  isArchived: boolean;
  holder: RoleHolder | null;
  /** The role's invitation link (its token's address), when one is on. */
  inviteLink: string | null;
  /** Its open invitations (sent, received, candidates), for those who manage it. */
  openInvitations?: number;
}

/** One state of the structure: roles by id (never mutated; every change makes a new one). */
export type Snapshot = Readonly<Record<string, DraftRole>>;

/** The longest history kept: the current state and the 49 before it (older ones are dropped). */
export const HISTORY_LIMIT = 50;
export const ROLE_NAME_MAX = 100;

export interface Draft {
  /** The structure as the server has it (what the diff compares with). */
  readonly saved: Snapshot;
  /** Earlier states, oldest first. */
  readonly past: readonly Snapshot[];
  readonly present: Snapshot;
  /** States undone, the next one to redo last. */
  readonly future: readonly Snapshot[];
  /**
   * The roles a manager acts in, whose part of the tree (the roles below them) is all they may
   * change; null for the director, who may change every role. The server refuses the rest
   * anyway (saveCompanyStructure); the draft refuses it before it is made.
   */
  readonly acting: readonly string[] | null;
}

/** An edit's problem that is not a rule of the structure: the name. */
export type EditProblem =
  | StructureProblem
  | { code: "NAME_EMPTY" | "NAME_TOO_LONG" | "UNKNOWN_ROLE" | "ALREADY_THERE" | "OUTSIDE_REACH"; roleId: string };

export type EditResult = { ok: true; draft: Draft } | { ok: false; problems: EditProblem[] };

/** The roles' fields a save sends (saveCompanyStructure's input). */
export interface ChangedRole {
  id: string;
  name: string;
  level: number;
  parentRoleId: string | null;
  sortNumber: number;
  isArchived: boolean;
}

export function createDraft(roles: readonly DraftRole[], options: { acting?: readonly string[] | null } = {}): Draft {
  const snapshot: Record<string, DraftRole> = {};
  for (const role of roles) snapshot[role.id] = role;
  return { saved: snapshot, past: [], present: snapshot, future: [], acting: options.acting ?? null };
}

const mapOf = (snapshot: Snapshot) => new Map(Object.entries(snapshot));

/** Whether the person may change this role: the director any; a manager one below theirs, now and as saved. */
export function withinReach(draft: Draft, roleId: string): boolean {
  if (!draft.acting) return true;
  const acting = new Set(draft.acting);
  return (
    isBelow(mapOf(draft.present), acting, roleId) &&
    (!draft.saved[roleId] || isBelow(mapOf(draft.saved), acting, roleId))
  );
}

/** Whether the person may put roles under this one: a role they act in, or one they may change. */
export function mayManageUnder(draft: Draft, managerId: string): boolean {
  return !draft.acting || draft.acting.includes(managerId) || withinReach(draft, managerId);
}

export const rolesOf = (snapshot: Snapshot): DraftRole[] => Object.values(snapshot);

/** A manager's live subordinates in their order (sortNumber, then name, then id for a stable tie). */
export function subordinates(snapshot: Snapshot, managerId: string | null): DraftRole[] {
  return rolesOf(snapshot)
    .filter((role) => !role.isArchived && role.parentRoleId === managerId)
    .sort(bySortOrder);
}

export function bySortOrder(a: DraftRole, b: DraftRole): number {
  return a.sortNumber - b.sortNumber || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export const isDirty = (draft: Draft): boolean => changedRoles(draft).length > 0;
export const canUndo = (draft: Draft): boolean => draft.past.length > 0;
export const canRedo = (draft: Draft): boolean => draft.future.length > 0;

export function undo(draft: Draft): Draft {
  if (!draft.past.length) return draft;
  return {
    ...draft,
    past: draft.past.slice(0, -1),
    present: draft.past[draft.past.length - 1],
    future: [...draft.future, draft.present],
  };
}

export function redo(draft: Draft): Draft {
  if (!draft.future.length) return draft;
  return {
    ...draft,
    past: [...draft.past, draft.present],
    present: draft.future[draft.future.length - 1],
    future: draft.future.slice(0, -1),
  };
}

/** Back to the structure as saved (cancel), with a fresh history. */
export const discard = (draft: Draft): Draft => ({
  saved: draft.saved,
  past: [],
  present: draft.saved,
  future: [],
  acting: draft.acting,
});

const key = (problem: StructureProblem) => `${problem.code}:${problem.roleId}`;

/** Records `next` as the new present when it breaks no rule that held in the present. */
function commit(draft: Draft, next: Snapshot): EditResult {
  // A manager's edit stays in their part of the tree (the rule saveCompanyStructure applies).
  if (draft.acting) {
    const changed = changedRoles({ saved: draft.saved, present: next }).map((role) => role.id);
    const outside = outsideReach(mapOf(draft.saved), mapOf(next), new Set(draft.acting), changed);
    if (outside.length) return { ok: false, problems: outside.map((roleId) => ({ code: "OUTSIDE_REACH", roleId })) };
  }
  const before = new Set(validateStructure(rolesOf(draft.present)).map(key));
  const problems = validateStructure(rolesOf(next)).filter((problem) => !before.has(key(problem)));
  if (problems.length) return { ok: false, problems };
  // The present joins the past; the oldest state goes once the history holds HISTORY_LIMIT.
  const past = [...draft.past, draft.present].slice(-(HISTORY_LIMIT - 1));
  return { ok: true, draft: { ...draft, past, present: next, future: [] } };
}

function checkName(name: string, roleId: string): EditProblem[] {
  const trimmed = name.trim();
  if (!trimmed) return [{ code: "NAME_EMPTY", roleId }];
  if ([...trimmed].length > ROLE_NAME_MAX) return [{ code: "NAME_TOO_LONG", roleId }];
  return [];
}

/** Renumbers a manager's subordinates 0, 1, 2... in the given order (only those whose number changes). */
function renumber(roles: Record<string, DraftRole>, ordered: readonly DraftRole[]) {
  ordered.forEach((role, index) => {
    const current = roles[role.id];
    if (current.sortNumber !== index) roles[role.id] = { ...current, sortNumber: index };
  });
}

/** A new role under a manager, last among its subordinates. `id` is made by the caller (a UUID). */
export function addRole(
  draft: Draft,
  role: { id: string; name: string; level: number; parentRoleId: string | null },
): EditResult {
  const nameProblems = checkName(role.name, role.id);
  if (nameProblems.length) return { ok: false, problems: nameProblems };
  if (draft.present[role.id]) return { ok: false, problems: [{ code: "DUPLICATE_ROLE", roleId: role.id }] };
  const siblings = subordinates(draft.present, role.parentRoleId);
  const sortNumber = siblings.length ? Math.max(...siblings.map((s) => s.sortNumber)) + 1 : 0;
  const next = {
    ...draft.present,
    [role.id]: {
      id: role.id,
      name: role.name.trim(),
      level: role.level,
      parentRoleId: role.parentRoleId,
      sortNumber,
      isArchived: false,
      holder: null,
      inviteLink: null,
    },
  };
  return commit(draft, next);
}

function update(draft: Draft, roleId: string, change: Partial<DraftRole>): EditResult {
  const role = draft.present[roleId];
  if (!role) return { ok: false, problems: [{ code: "UNKNOWN_ROLE", roleId }] };
  return commit(draft, { ...draft.present, [roleId]: { ...role, ...change } });
}

export function renameRole(draft: Draft, roleId: string, name: string): EditResult {
  const problems = checkName(name, roleId);
  if (problems.length) return { ok: false, problems };
  if (draft.present[roleId]?.name === name.trim()) return { ok: false, problems: [{ code: "ALREADY_THERE", roleId }] };
  return update(draft, roleId, { name: name.trim() });
}

export function setRoleLevel(draft: Draft, roleId: string, level: number): EditResult {
  if (!Number.isInteger(level) || level < MIN_ROLE_LEVEL || level > MAX_ROLE_LEVEL)
    return { ok: false, problems: [{ code: "LEVEL_OUT_OF_RANGE", roleId }] };
  if (draft.present[roleId]?.level === level) return { ok: false, problems: [{ code: "ALREADY_THERE", roleId }] };
  return update(draft, roleId, { level });
}

/**
 * Moves a role under another manager (null: to the top, the director's place), at `index` among
 * the new manager's subordinates (the end when omitted). Within the same manager it reorders.
 */
export function moveRole(draft: Draft, roleId: string, managerId: string | null, index?: number): EditResult {
  const role = draft.present[roleId];
  if (!role || (managerId !== null && !draft.present[managerId]))
    return { ok: false, problems: [{ code: "UNKNOWN_ROLE", roleId }] };
  if (managerId === roleId) return { ok: false, problems: [{ code: "CYCLE", roleId }] };
  const siblings = subordinates(draft.present, managerId).filter((s) => s.id !== roleId);
  const at = Math.max(0, Math.min(index ?? siblings.length, siblings.length));
  const current =
    role.parentRoleId === managerId ? subordinates(draft.present, managerId).findIndex((s) => s.id === roleId) : -1;
  if (current === at) return { ok: false, problems: [{ code: "ALREADY_THERE", roleId }] };
  const next: Record<string, DraftRole> = { ...draft.present, [roleId]: { ...role, parentRoleId: managerId } };
  const moved = next[roleId];
  renumber(next, [
    ...siblings.slice(0, at).map((s) => next[s.id]),
    moved,
    ...siblings.slice(at).map((s) => next[s.id]),
  ]);
  if (role.parentRoleId !== managerId) renumber(next, subordinates(next, role.parentRoleId));
  return commit(draft, next);
}

/** One place up (-1) or down (+1) among the same manager's subordinates. */
export function reorderRole(draft: Draft, roleId: string, by: -1 | 1): EditResult {
  const role = draft.present[roleId];
  if (!role) return { ok: false, problems: [{ code: "UNKNOWN_ROLE", roleId }] };
  const siblings = subordinates(draft.present, role.parentRoleId);
  const index = siblings.findIndex((s) => s.id === roleId);
  if (index + by < 0 || index + by >= siblings.length)
    return { ok: false, problems: [{ code: "ALREADY_THERE", roleId }] };
  return moveRole(draft, roleId, role.parentRoleId, index + by);
}

/** Archives a role: its subordinates move under its manager (as the server's archive does), after it. */
export function archiveRole(draft: Draft, roleId: string): EditResult {
  const role = draft.present[roleId];
  if (!role) return { ok: false, problems: [{ code: "UNKNOWN_ROLE", roleId }] };
  if (role.isArchived) return { ok: false, problems: [{ code: "ALREADY_THERE", roleId }] };
  const next: Record<string, DraftRole> = { ...draft.present, [roleId]: { ...role, isArchived: true } };
  const children = subordinates(draft.present, roleId);
  for (const child of children) next[child.id] = { ...child, parentRoleId: role.parentRoleId };
  if (children.length) {
    const before = subordinates(draft.present, role.parentRoleId).filter((s) => s.id !== roleId);
    renumber(next, [...before.map((s) => next[s.id]), ...children.map((c) => next[c.id])]);
  }
  return commit(draft, next);
}

/** Restores an archived role under its former manager (or another one: `managerId`), last there. */
export function restoreRole(draft: Draft, roleId: string, managerId?: string | null): EditResult {
  const role = draft.present[roleId];
  if (!role) return { ok: false, problems: [{ code: "UNKNOWN_ROLE", roleId }] };
  if (!role.isArchived) return { ok: false, problems: [{ code: "ALREADY_THERE", roleId }] };
  const parentRoleId = managerId === undefined ? role.parentRoleId : managerId;
  const siblings = subordinates(draft.present, parentRoleId);
  const sortNumber = siblings.length ? Math.max(...siblings.map((s) => s.sortNumber)) + 1 : 0;
  return commit(draft, { ...draft.present, [roleId]: { ...role, isArchived: false, parentRoleId, sortNumber } });
}

/** The roles a save sends: new ones and those whose name, level, manager, place or archive changed. */
export function changedRoles(draft: Pick<Draft, "saved" | "present">): ChangedRole[] {
  const changed: ChangedRole[] = [];
  for (const role of rolesOf(draft.present)) {
    const saved = draft.saved[role.id];
    if (
      !saved ||
      saved.name !== role.name ||
      saved.level !== role.level ||
      saved.parentRoleId !== role.parentRoleId ||
      saved.sortNumber !== role.sortNumber ||
      saved.isArchived !== role.isArchived
    ) {
      changed.push({
        id: role.id,
        name: role.name,
        level: role.level,
        parentRoleId: role.parentRoleId,
        sortNumber: role.sortNumber,
        isArchived: role.isArchived,
      });
    }
  }
  return changed;
}

/** The problems of the structure as it stands (shown beside the roles they concern). */
export const problemsOf = (snapshot: Snapshot): StructureProblem[] => validateStructure(rolesOf(snapshot));

/** Whether `ancestorId` manages `roleId`, directly or through others (a move there would be a cycle). */
export function manages(snapshot: Snapshot, ancestorId: string, roleId: string): boolean {
  const seen = new Set<string>();
  for (
    let current = snapshot[roleId]?.parentRoleId ?? null;
    current && !seen.has(current);
    current = snapshot[current]?.parentRoleId ?? null
  ) {
    if (current === ancestorId) return true;
    seen.add(current);
  }
  return false;
}

/**
 * The role form's change as one step of the history: name, level and managing role together, so
 * that a role raised a level and moved under a new manager is checked as it ends up, not halfway.
 */
export function editRole(
  draft: Draft,
  roleId: string,
  change: { name: string; level: number; parentRoleId: string | null },
): EditResult {
  const role = draft.present[roleId];
  if (!role) return { ok: false, problems: [{ code: "UNKNOWN_ROLE", roleId }] };
  const nameProblems = checkName(change.name, roleId);
  if (nameProblems.length) return { ok: false, problems: nameProblems };
  if (!Number.isInteger(change.level) || change.level < MIN_ROLE_LEVEL || change.level > MAX_ROLE_LEVEL)
    return { ok: false, problems: [{ code: "LEVEL_OUT_OF_RANGE", roleId }] };
  const name = change.name.trim();
  if (name === role.name && change.level === role.level && change.parentRoleId === role.parentRoleId)
    return { ok: false, problems: [{ code: "ALREADY_THERE", roleId }] };
  if (change.parentRoleId !== null && !draft.present[change.parentRoleId])
    return { ok: false, problems: [{ code: "UNKNOWN_MANAGER", roleId }] };
  const next: Record<string, DraftRole> = {
    ...draft.present,
    [roleId]: { ...role, name, level: change.level, parentRoleId: change.parentRoleId },
  };
  if (change.parentRoleId !== role.parentRoleId) {
    const siblings = subordinates(draft.present, change.parentRoleId);
    renumber(next, [...siblings.map((s) => next[s.id]), next[roleId]]);
    renumber(next, subordinates(next, role.parentRoleId));
  }
  return commit(draft, next);
}
