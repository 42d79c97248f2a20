import type { AppLoadContext } from "@remix-run/server-runtime";
import { ListRoleTasksDocument, type TaskSummaryFieldsFragment } from "#graphql/generated/operations";
import { TASK_SEARCH_MAX, taskSearch } from "#graphql/validation/tasks";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator } from "~/lib/forms.server";
import { dynamicKey } from "~/lib/translate";
import { TASK_TABS, type TaskListQuery, type TaskTabName } from "~/lib/task-paths";
import { orHub } from "./vhub.server";

/**
 * The task lists' server side (issue 44: /tasks, /tasks/tracking, /tasks/archive): the list's
 * narrowing read from the address, and one page of the tab (20, by keyset).
 */

/** The search, the filters and the page of the address (?q=, ?overdue=1, ?priority=high, ?after=). */
export function listQueryOf(url: URL): Required<Pick<TaskListQuery, "search" | "overdue" | "high">> & {
  after: string | null;
} {
  const params = url.searchParams;
  return {
    // Longer than the API takes is cut, as the field's maxlength would (a hand-made address).
    search: (params.get("q") ?? "").trim().slice(0, TASK_SEARCH_MAX),
    overdue: params.get("overdue") === "1",
    high: params.get("priority") === "high",
    after: params.get("after") || null,
  };
}

export type TaskListItem = TaskSummaryFieldsFragment;

/**
 * Input the API refused. A page's read answers it as the address's fault, a 400 (auth.server.ts:
 * refusedAddress); the search is checked here first, so with a cursor in the address it is the
 * cursor.
 */
const refusedInput = (error: unknown) =>
  (error instanceof ApiError && error.code === "BAD_USER_INPUT") ||
  (typeof error === "object" &&
    error !== null &&
    "init" in error &&
    (error as { init?: ResponseInit }).init?.status === 400);

/**
 * One page of the current role's tab. A cursor the API refuses (a mangled or stale ?after) is the
 * first page instead, said on the page (`badCursor`): a person following an old link gets the
 * list, not an error page. A role the module is closed to goes to its dashboard, one not the
 * caller's to the profile (orHub).
 */
export async function loadTaskList(request: Request, context: AppLoadContext, roleId: string, tab: TaskTabName) {
  const auth = await requireUserSession(request, context);
  const query = listQueryOf(new URL(request.url));
  // Switched off (FEATURE_TASKS), the layout says so and shows no list: nothing to ask the API.
  if (!context.features.tasks)
    return { tab, query, searchError: null, items: [], nextCursor: null, badCursor: false } as const;
  // A search the API would refuse (control characters pasted in an address) is said by the search
  // field, and the list shown whole: orHub would take any refused input for a role not theirs.
  const search = taskSearch.safeParse(query.search);
  const searchError = search.success
    ? null
    : (await getTranslator(request, context)).t(dynamicKey(search.error.issues[0]?.message ?? "errors.unknown"));
  const filter = {
    tab: TASK_TABS[tab],
    search: search.success ? search.data : null,
    overdue: query.overdue || null,
    priority: query.high ? ("HIGH" as const) : null,
  };
  const list = (after: string | null) => auth.call(ListRoleTasksDocument, { filter, after });
  const { page, badCursor } = await orHub(request, context, roleId, async () => {
    try {
      return { page: await list(query.after), badCursor: false };
    } catch (error) {
      if (!(query.after && refusedInput(error))) throw error;
      return { page: await list(null), badCursor: true };
    }
  });
  return {
    tab,
    query: { ...query, after: badCursor ? null : query.after },
    searchError,
    items: page.listRoleTasks.items,
    nextCursor: page.listRoleTasks.nextCursor ?? null,
    badCursor,
  };
}

export type TaskListData = Awaited<ReturnType<typeof loadTaskList>>;
