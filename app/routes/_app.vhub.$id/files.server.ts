import { parse, serialize } from "cookie";
import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import {
  GetFileNodeDocument,
  ListAvailableFilesDocument,
  ListMyFilesDocument,
  ListMyTrashDocument,
  type GetFileNodeQuery,
} from "#graphql/generated/operations";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { filesPath, type FilesView } from "~/lib/files-paths";
import { orHub } from "./vhub.server";

/**
 * The files page's server side (issue 22): what each tab lists, the node in the info panel, the
 * folder in view with its breadcrumbs, and the layout kept in the browser (spec: files layout
 * mode, a cookie so that it holds without JavaScript too).
 */

const VIEW_COOKIE = "files_view";
const YEAR = 60 * 60 * 24 * 365;

/** The files page's own pages: off by their flag, the hub's in-development page instead. */
export function filesOn(context: AppLoadContext): boolean {
  return context.features.files;
}

/** ?view= when the person chose a layout (remembered), else the remembered one (grid by default). */
export function viewOf(request: Request, context: AppLoadContext): FilesView {
  const chosen = new URL(request.url).searchParams.get("view");
  if (chosen === "grid" || chosen === "list") {
    context.state.setCookie(VIEW_COOKIE, async () =>
      serialize(VIEW_COOKIE, chosen, {
        path: "/",
        sameSite: "lax",
        httpOnly: true,
        secure: context.secureCookies,
        maxAge: YEAR,
      }),
    );
    return chosen;
  }
  const remembered = parse(request.headers.get("cookie") ?? "")[VIEW_COOKIE];
  return remembered === "list" ? "list" : "grid";
}

const idOf = (value: string | null | undefined) => (value && UUID.test(value) ? value.toLowerCase() : null);

export type FileCard = GetFileNodeQuery["getFileNode"];

/** A node for the info panel or a dialog; null when it is not there (or not the caller's to see). */
async function cardOf(
  auth: Awaited<ReturnType<typeof requireUserSession>>,
  id: string | null,
): Promise<FileCard | null> {
  if (!id) return null;
  try {
    return (await auth.call(GetFileNodeDocument, { id })).getFileNode;
  } catch (error) {
    if (error instanceof ApiError && (error.code === "FILE_NOT_FOUND" || error.code === "FORBIDDEN")) return null;
    throw error;
  }
}

export interface FilesQuery {
  search: string;
  selected: string | null;
  folderId: string | null;
}

export function filesQuery(request: Request, folderParam?: string): FilesQuery {
  const url = new URL(request.url);
  return {
    search: (url.searchParams.get("q") ?? "").slice(0, 100),
    selected: idOf(url.searchParams.get("selected")),
    folderId: idOf(folderParam ?? url.searchParams.get("folder")),
  };
}

/**
 * A list tab's data, its queries started together (one batched call): the nodes, the folder in
 * view (its name and breadcrumbs) and the selected node. A folder that is gone sends the person
 * to the tab's top.
 */
export async function loadFilesTab(
  request: Request,
  context: AppLoadContext,
  roleId: string,
  tab: "mine" | "available" | "trash",
  folderParam?: string,
) {
  const auth = await requireUserSession(request, context);
  const query = filesQuery(request, folderParam);
  const search = query.search || null;
  const list =
    tab === "mine"
      ? auth
          .call(ListMyFilesDocument, { search, filter: { parentId: { equal: query.folderId } } })
          .then((answer) => answer.listMyFiles)
      : tab === "available"
        ? auth
            .call(ListAvailableFilesDocument, { search, parentId: query.folderId })
            .then((answer) => answer.listAvailableFiles)
        : auth.call(ListMyTrashDocument, { search }).then((answer) => answer.listMyTrash);
  const [nodes, folder, selected] = await orHub(request, context, roleId, () =>
    Promise.all([
      list.catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "FILE_NOT_FOUND" && query.folderId)
          throw redirect(filesPath(roleId, tab));
        throw error;
      }),
      cardOf(auth, query.folderId),
      cardOf(auth, query.selected),
    ]),
  );
  return { auth, nodes, folder, selected, search: query.search, view: viewOf(request, context) };
}

/** One node for a dialog, or back to the list it was opened from. */
export async function loadNode(request: Request, context: AppLoadContext, id: string | undefined, back: string) {
  const auth = await requireUserSession(request, context);
  const node = await cardOf(auth, idOf(id));
  if (!node) throw redirect(back);
  return { auth, node };
}
