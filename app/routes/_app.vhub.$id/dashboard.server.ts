import {
  VhubDashboardBalanceDocument,
  VhubDashboardFilesDocument,
  VhubDashboardInstructionsDocument,
  VhubDashboardInvitationsDocument,
  VhubDashboardRoleDocument,
  VhubDashboardTasksDocument,
  VhubDashboardVotesDocument,
} from "#graphql/generated/operations";
import { ApiError } from "~/lib/api.server";
import { filesPath } from "~/lib/files-paths";
import type { UserSession } from "~/lib/auth.server";
import { orProfile } from "./vhub.server";

/**
 * The role's dashboard (issue 40: the role's work at a glance), read in one batch: the role with
 * the roles it manages (the first few), its tasks, instructions and files at a glance, the person's
 * invitations to answer, and for the owners and the director the company's open votes and how its
 * balance stands. Every list is bounded ("the latest few") and costs one statement however long
 * it is (DataLoaders, ranked lists: docs/decisions/0021). A part the role may not open (a module
 * not granted, the balance the employees do not see) is left out, not an error page.
 */
export const DASHBOARD_SUBORDINATES = 8;
export const DASHBOARD_LATEST = 3;
export const DASHBOARD_FILES = 5;
export const DASHBOARD_INVITATIONS = 5;
/** The role's open tasks and those it tracks: the first few of each. */
export const DASHBOARD_TASKS = 5;
/** The person's newest invitations read to find those still to answer (one statement). */
const INVITATIONS_READ = 20;

/** Codes that only mean the part is not this role's (or not on): the dashboard shows the rest. */
const LEFT_OUT = new Set(["FORBIDDEN", "USAGE_SUSPENDED", "FEATURE_OFF", "OWNER_NOT_FOUND"]);

const orNull = <T>(call: Promise<T>): Promise<T | null> =>
  call.catch((error: unknown) => {
    if (error instanceof ApiError && LEFT_OUT.has(error.code)) return null;
    throw error;
  });

/** `tasksOn`: the tasks feature (FEATURE_TASKS); off, the tasks are not asked for. */
export async function loadDashboard(auth: UserSession, roleId: string, tasksOn: boolean) {
  const [role, instructions, files, invitations, votes, balance, tasks] = await Promise.all([
    orProfile(() => auth.call(VhubDashboardRoleDocument, { id: roleId, subordinates: DASHBOARD_SUBORDINATES })),
    orNull(auth.call(VhubDashboardInstructionsDocument, { limit: DASHBOARD_LATEST })),
    orNull(auth.call(VhubDashboardFilesDocument, { limit: DASHBOARD_FILES })),
    auth.call(VhubDashboardInvitationsDocument, { limit: INVITATIONS_READ }),
    orNull(auth.call(VhubDashboardVotesDocument, {})),
    orNull(auth.call(VhubDashboardBalanceDocument, {})),
    tasksOn ? orNull(auth.call(VhubDashboardTasksDocument, { limit: DASHBOARD_TASKS })) : null,
  ]);
  const company = votes?.getCurrentRoleCompany;
  return {
    role: role.getRole,
    instructions: instructions?.getInstructionOverview ?? null,
    // Each file's link made here: the files pages' paths travel with the files pages' code only.
    files: files
      ? {
          mine: files.mine.map((item) => ({
            ...item,
            to: `${filesPath(roleId, "mine", item.parentId)}?selected=${item.id}`,
          })),
          shared: files.shared.map((item) => ({
            ...item,
            to:
              item.type === "FOLDER"
                ? filesPath(roleId, "available", item.id)
                : `${filesPath(roleId, "available")}?selected=${item.id}`,
          })),
          all: filesPath(roleId),
        }
      : null,
    invitations: invitations.listUserInvitations
      .filter((invitation) => invitation.status === "PENDING" || invitation.status === "VIEWED")
      .slice(0, DASHBOARD_INVITATIONS),
    // Who has not voted yet is each open vote's electorate with no choice (the page finds the person's).
    votes: company
      ? company.openVoteSessions.map(({ id, kind, votes: cast }) => ({
          id,
          kind,
          waiting: cast.filter((vote) => !vote.vote).map((vote) => vote.userId),
        }))
      : null,
    balance: balance?.getCurrentRoleCompany.balanceState ?? null,
    // The role's open tasks (the overdue first) and those it tracks; null: not its module, or off.
    tasks: tasks
      ? {
          mine: { items: tasks.mine.items, more: Boolean(tasks.mine.nextCursor) },
          tracking: { items: tasks.tracking.items, more: Boolean(tasks.tracking.nextCursor) },
        }
      : null,
  };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
