import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { data, redirect, type AppLoadContext } from "@remix-run/server-runtime";
import {
  ArchiveRoleDocument,
  AssignInvitationCandidateDocument,
  AssignSelfToRoleDocument,
  CreateRoleInvitationDocument,
  DeleteRoleDocument,
  DeleteRolePermanentlyDocument,
  GetRoleInviteLinkDocument,
  GetRoleResourcesDocument,
  GetRoleShortDocument,
  ListCompanyInvitationsDocument,
  ListCompanyStructureDocument,
  ListCompanyRolesWithLinksDocument,
  ListUsersDocument,
  RemoveRoleExecutorDocument,
  RestoreRoleDocument,
  SaveCompanyStructureDocument,
  SetInvitationStatusDocument,
  SetRoleInviteLinkDocument,
  type ListCompanyRolesWithLinksQuery,
} from "#graphql/generated/operations";
import { FORM_ERRORS } from "#graphql/errors";
import { roleLevel, roleName, saveCompanyStructureInput } from "#graphql/validation/roles";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { apiErrorMessage, getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { dynamicKey, type TFunction, type TKey } from "~/lib/translate";
import type { DraftRole } from "~/components/structure-editor/draft";
import type { RoleResourceCounts } from "~/components/vhub/role-resources";
import type { RoleDetailsData } from "~/components/vhub/role-details";
import { actAndReturn, orProfile } from "./vhub.server";

/** Users the invitation's search shows (spec: listUsers, page 1, 20 a page). */
const USERS_PAGE = 20;

const id = z.string().regex(UUID, "validation.role.id");
const manager = z.preprocess(
  (value) => (value === "" || value == null ? null : value),
  z.string().regex(UUID, "validation.role.manager").nullable(),
);
const sortNumber = z.coerce
  .number()
  .int("validation.role.sortNumber")
  .min(-1_000_000, "validation.role.sortNumber")
  .max(1_000_000, "validation.role.sortNumber")
  .default(0);

/** The add and edit forms (a role's name, level and managing role): the API's own rules (graphql/validation/roles.ts). */
const roleForm = z.object({
  name: roleName,
  level: z.coerce.number({ error: "validation.role.level" }).pipe(roleLevel),
  parentRoleId: manager,
  sortNumber,
});
const editForm = roleForm.extend({ roleId: id });

/** What the graph editor posts (intent=save-structure): the changed and new roles as JSON. */
const structureJson = saveCompanyStructureInput.shape.roles;

/** A role as the structure page has it: what StructurePageRoleFields asks, the link null for those who may not see it. */
export type StructureRole = ListCompanyRolesWithLinksQuery["listCompanyRoles"][number];

/**
 * The levels the page lists whole without JavaScript (docs/decisions/0022): a company of 1,000
 * roles in 4 levels has about a hundred of them; level 4 shows branch by branch.
 */
export const PAGE_LEVELS = 3;

/**
 * The company's roles as the caller may read them, in one call: with every node's link for those
 * who manage, without links for the others (who may only read). `view` narrows it to the upper
 * levels and the branches in view; without it, the whole structure.
 */
async function readRoles(
  auth: UserSession,
  companyId: string,
  view?: { maxLevel: number; branches: string[] },
): Promise<StructureRole[]> {
  const variables = {
    companyId,
    includeArchived: true,
    includeDeleted: true,
    maxLevel: view?.maxLevel ?? null,
    branches: view?.branches ?? null,
  };
  try {
    return (await auth.call(ListCompanyRolesWithLinksDocument, variables)).listCompanyRoles;
  } catch (error) {
    // Someone who manages nobody reads the structure without its links.
    if (!(error instanceof ApiError) || error.code !== "FORBIDDEN") throw error;
    return (await orProfile(() => auth.call(ListCompanyStructureDocument, variables))).listCompanyRoles.map((role) => ({
      ...role,
      inviteLink: null,
      openInvitationCount: 0,
    }));
  }
}

/**
 * The structure page's data: levels 1 to 3 and two branches (the role chosen in the address,
 * ?role=, and the caller's own), one query; for the chosen role its invitations and, when
 * searching (?q=), the people found. The graph editor reads the whole structure itself
 * (loadEditorStructure).
 */
export async function loadStructure(request: Request, context: AppLoadContext, roleId: string) {
  const auth = await requireUserSession(request, context);
  const url = new URL(request.url);
  const { getRole: me } = await orProfile(() => auth.call(GetRoleShortDocument, { id: roleId }));
  const companyId = me.companyId;
  const chosen = url.searchParams.get("role");
  const chosenId = chosen && UUID.test(chosen) ? chosen.toLowerCase() : null;
  const branches = [...new Set([me.id, ...(chosenId ? [chosenId] : [])])];
  const roles = await readRoles(auth, companyId, { maxLevel: PAGE_LEVELS, branches });
  const managed = managedRoles(roles, me.id);
  const selected = chosenId ? (roles.find((role) => role.id === chosenId) ?? null) : null;
  const search = searchOf(url);
  const details = selected
    ? await roleDetails(auth, companyId, selected.id, {
        search,
        manages: managed.has(selected.id),
        link: selected.inviteLink
          ? { url: `${url.origin}/invite/${selected.inviteLink.token}`, expiresAt: selected.inviteLink.expiresAt }
          : null,
      })
    : null;
  return {
    me: { id: me.id, level: me.level },
    companyId,
    roles,
    managed: [...managed],
    selectedId: selected?.id ?? null,
    details,
  };
}

/** The invitation's search (?q=): a username, without its @. */
const searchOf = (url: URL) => (url.searchParams.get("q") ?? "").trim().replace(/^@/, "").slice(0, 64);

/**
 * A role's section (RoleDetails), read for the role chosen: its resources, and for those who
 * manage it its invitations, its link (when the page's list did not carry it) and the people the
 * invitation's search found. One request's calls, in parallel.
 */
async function roleDetails(
  auth: UserSession,
  companyId: string,
  roleId: string,
  {
    search,
    manages,
    link,
    origin,
  }: { search: string; manages: boolean; link?: RoleDetailsData["link"]; origin?: string },
): Promise<RoleDetailsData> {
  const refused = (error: unknown) => {
    if (error instanceof ApiError && (error.code === "FORBIDDEN" || error.code === "OWNER_NOT_FOUND")) return null;
    throw error;
  };
  const [invitations, users, resources, found] = await Promise.all([
    manages
      ? auth
          .call(ListCompanyInvitationsDocument, { companyId, filter: { roleId }, limit: 50 })
          .then((answer) => answer.listCompanyInvitations, refused)
      : Promise.resolve(null),
    manages && search
      ? auth.call(ListUsersDocument, { search, page: 1, limit: USERS_PAGE }).then((answer) => answer.listUsers.items)
      : Promise.resolve(null),
    roleResources(auth, roleId),
    link === undefined && manages
      ? auth.call(GetRoleInviteLinkDocument, { id: roleId }).then((answer) => answer.getRole.inviteLink, refused)
      : Promise.resolve(null),
  ]);
  return {
    roleId,
    resources,
    invitations,
    link:
      link !== undefined ? link : found ? { url: `${origin}/invite/${found.token}`, expiresAt: found.expiresAt } : null,
    users,
    search,
  };
}

/** A role's resources by kind (its information), or null when the caller may not see them. */
async function roleResources(auth: UserSession, roleId: string): Promise<RoleResourceCounts | null> {
  try {
    return (await auth.call(GetRoleResourcesDocument, { id: roleId })).getRole.resources;
  } catch (error) {
    if (error instanceof ApiError && (error.code === "FORBIDDEN" || error.code === "OWNER_NOT_FOUND")) return null;
    throw error;
  }
}

/**
 * The structure's drawer asks a role's section when the role is selected (structure-company/details?role=,
 * with q= for the invitation's search). Whether the caller manages it is the API's to say: the
 * managing side's calls are refused otherwise, and their parts stay empty.
 */
export async function loadRoleDetails(
  request: Request,
  context: AppLoadContext,
  pageRoleId: string,
): Promise<RoleDetailsData | { roleId: null }> {
  const auth = await requireUserSession(request, context);
  const url = new URL(request.url);
  const chosen = url.searchParams.get("role") ?? "";
  if (!UUID.test(chosen)) return { roleId: null };
  const { getRole: me } = await orProfile(() => auth.call(GetRoleShortDocument, { id: pageRoleId }));
  return roleDetails(auth, me.companyId, chosen.toLowerCase(), {
    search: searchOf(url),
    manages: true,
    origin: url.origin,
  });
}

/** What the graph editor reads when it opens (the structure page's resource route, structure-company/roles). */
export interface EditorStructure {
  /** The whole structure, archived roles too (a role deleted by hand waits in the page's list). */
  roles: DraftRole[];
  /** The roles the caller may change (the director: all of them; a manager: the roles below theirs). */
  managed: string[];
  /** The role the caller acts in (the page's). */
  actingRoleId: string;
}

/**
 * The whole structure for the graph editor, one call through the API like every page's (the
 * role of the address goes with it as x-current-role-id). Null when the role is not the caller's
 * (the page itself then sends them to their profile).
 */
export async function loadEditorStructure(
  request: Request,
  context: AppLoadContext,
  roleId: string,
): Promise<EditorStructure | null> {
  const auth = await requireUserSession(request, context);
  const origin = new URL(request.url).origin;
  try {
    const { getRole: me } = await auth.call(GetRoleShortDocument, { id: roleId });
    const roles = await readRoles(auth, me.companyId);
    return {
      roles: roles
        .filter((role) => !role.deletedAt)
        .map((role) => ({
          id: role.id,
          name: role.name,
          level: role.level,
          parentRoleId: role.parentRoleId ?? null,
          sortNumber: role.sortNumber,
          isArchived: role.isArchived,
          holder: role.user
            ? { id: role.user.id, name: role.user.name, surname: role.user.surname, avatar: role.user.avatar ?? null }
            : null,
          inviteLink: role.inviteLink ? `${origin}/invite/${role.inviteLink.token}` : null,
          ...(role.openInvitationCount ? { openInvitations: role.openInvitationCount } : {}),
        })),
      managed: [...managedRoles(roles, me.id)],
      actingRoleId: me.id,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * The roles the caller may change from `myRoleId`: the director every live role but their own
 * level-1 one is in the tree (and theirs to rename), a manager the roles under theirs.
 */
export function managedRoles(
  roles: ReadonlyArray<{ id: string; level: number; parentRoleId: string | null }>,
  myRoleId: string,
): Set<string> {
  const mine = roles.find((role) => role.id === myRoleId);
  if (!mine) return new Set();
  if (mine.level === 1) return new Set(roles.map((role) => role.id));
  const children = new Map<string, string[]>();
  for (const role of roles)
    if (role.parentRoleId) children.set(role.parentRoleId, [...(children.get(role.parentRoleId) ?? []), role.id]);
  const found = new Set<string>();
  const stack = [...(children.get(myRoleId) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return found;
}

/** Messages of a refused structure: the API's field errors (roles.<id>: catalogue keys) in words, once each. */
function structureMessages(error: unknown, t: TFunction): string[] {
  if (!(error instanceof ApiError) || !Object.keys(error.fields).length) return [apiErrorMessage(error, t)];
  return [...new Set(Object.values(error.fields).flatMap((keys) => keys.map((key) => t(dynamicKey(key)))))];
}

/** The page's address with the role chosen (and the panel in view). */
const pageOf = (roleId: string, chosen?: string | null) =>
  `/vhub/${roleId}/structure-company${chosen ? `?role=${chosen}#role-panel` : ""}`;

/** The structure page's forms, by intent (each a plain POST; see the route's component). */
export async function structureAction(request: Request, context: AppLoadContext, roleId: string) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const target = String(form.get("roleId") ?? "");
  const targetId = UUID.test(target) ? target.toLowerCase() : null;
  const back = pageOf(roleId, targetId);
  const companyOf = async () =>
    (await orProfile(() => auth.call(GetRoleShortDocument, { id: roleId }))).getRole.companyId;
  const act = (done: TKey, call: () => Promise<unknown>, to = back) =>
    actAndReturn(request, context, to, done, call, back);

  switch (intent) {
    case "save-structure":
      return saveFromEditor(request, context, auth, t, companyOf, String(form.get("structure") ?? ""), roleId);
    case "add-role":
    case "edit-role": {
      const submission = parseWithZod(form, { schema: intent === "add-role" ? roleForm : editForm });
      if (submission.status !== "success") return data({ intent, result: reply(submission, t) });
      const value = submission.value as z.infer<typeof editForm>;
      const newId = intent === "add-role" ? crypto.randomUUID() : value.roleId;
      try {
        const companyId = await companyOf();
        await auth.call(SaveCompanyStructureDocument, {
          input: {
            companyId,
            roles: [
              {
                id: newId,
                name: value.name,
                level: value.level,
                parentRoleId: value.parentRoleId,
                sortNumber: value.sortNumber,
                isArchived: false,
              },
            ],
          },
        });
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.fields).length) {
          return data({ intent, result: reply(submission, t, { formErrors: structureMessages(error, t) }) });
        }
        return data({ intent, result: replyWithApiError(submission, error, t) });
      }
      // A new role keeps its manager chosen (the next subordinate is added from there); an edit keeps the role.
      return redirectWithToast(
        request,
        context,
        pageOf(roleId, intent === "add-role" ? (value.parentRoleId ?? newId) : newId),
        { type: "success", title: "structure.saved" },
      );
    }
    case "archive":
      return act("structure.archivedDone", () => auth.call(ArchiveRoleDocument, { id: need(targetId) }));
    case "restore":
      return act("structure.restoredDone", () => auth.call(RestoreRoleDocument, { id: need(targetId) }));
    case "delete":
      return act("structure.deletedDone", () => auth.call(DeleteRoleDocument, { id: need(targetId) }));
    case "delete-forever": {
      if (String(form.get("confirm") ?? "").trim() !== "DELETE") {
        return data({
          intent,
          result: { status: "error" as const, error: { confirm: [t("structure.confirmDelete")] }, initialValue: null },
        });
      }
      return act(
        "structure.deletedDone",
        () => auth.call(DeleteRolePermanentlyDocument, { id: need(targetId) }),
        pageOf(roleId),
      );
    }
    case "remove-executor":
      return act("structure.removedDone", () => auth.call(RemoveRoleExecutorDocument, { id: need(targetId) }));
    case "assign-self":
      return act("structure.assignedSelfDone", () => auth.call(AssignSelfToRoleDocument, { id: need(targetId) }));
    case "invite":
      return act("structure.invited", () =>
        auth.call(CreateRoleInvitationDocument, {
          roleId: need(targetId),
          username: String(form.get("username") ?? "").slice(0, 64),
        }),
      );
    case "link": {
      const expiresIn = String(form.get("expiresIn") ?? "");
      if (!["DAY", "THREE_DAYS", "WEEK", "MONTH", "OFF"].includes(expiresIn)) return redirect(back);
      return act("structure.linkSaved", () =>
        auth.call(SetRoleInviteLinkDocument, { roleId: need(targetId), expiresIn: expiresIn as "DAY" }),
      );
    }
    case "invitation": {
      const invitation = String(form.get("id") ?? "");
      const status = String(form.get("status") ?? "");
      if (!UUID.test(invitation)) return redirect(back);
      if (status === "ASSIGN")
        return act("structure.assignedDone", () => auth.call(AssignInvitationCandidateDocument, { id: invitation }));
      if (status === "CANCELED")
        return act("structure.canceledDone", () => auth.call(SetInvitationStatusDocument, { id: invitation, status }));
      if (status === "DECLINED")
        return act("structure.declinedDone", () => auth.call(SetInvitationStatusDocument, { id: invitation, status }));
      return redirect(back);
    }
    default:
      return redirect(back);
  }
}

/** An id the form did not carry is a role that is not there (the API's own word for it). */
function need(id: string | null): string {
  if (!id) throw new ApiError("Unknown role", { code: "BAD_USER_INPUT" });
  return id;
}

/**
 * intent=save-structure (the graph editor's Save): the changed and new roles as JSON, saved in
 * one call (the server checks the whole structure). Refused, the answer says why, per role where
 * the API names one, and gives the JSON back so that the draft is kept.
 */
async function saveFromEditor(
  request: Request,
  context: AppLoadContext,
  auth: UserSession,
  t: TFunction,
  companyOf: () => Promise<string>,
  raw: string,
  roleId: string,
) {
  const failed = (messages: string[], problems: Record<string, string[]> = {}) =>
    data({
      intent: "save-structure" as const,
      result: { status: "error" as const, error: { [FORM_ERRORS]: messages }, initialValue: { structure: raw } },
      problems,
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return failed([t("errors.BAD_USER_INPUT")]);
  }
  const roles = structureJson.safeParse(parsed);
  if (!roles.success) return failed([t("errors.BAD_USER_INPUT")]);
  try {
    await auth.call(SaveCompanyStructureDocument, { input: { companyId: await companyOf(), roles: roles.data } });
  } catch (error) {
    if (error instanceof Response) throw error;
    const problems: Record<string, string[]> = {};
    if (error instanceof ApiError)
      for (const [field, keys] of Object.entries(error.fields))
        problems[field.replace(/^roles\./, "")] = keys.map((key) => t(dynamicKey(key)));
    return failed(structureMessages(error, t), problems);
  }
  return redirectWithToast(request, context, pageOf(roleId), { type: "success", title: "structure.saved" });
}
