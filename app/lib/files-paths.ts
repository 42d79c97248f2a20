import { hubPath } from "./hub-paths";

/** The files page's layouts (spec: grid or list, remembered). */
export type FilesView = "grid" | "list";
export type FilesTab = "mine" | "available" | "trash";

/**
 * The files page's addresses (spec: /vhub/{id}/files with the tabs default, available and delete,
 * and folder/{folderId}). My files' folders are paths; a shared folder is ?folder= of the
 * available tab.
 */
export function filesPath(roleId: string, tab: FilesTab = "mine", folderId?: string | null): string {
  const base = `${hubPath(roleId)}/files`;
  if (tab === "trash") return `${base}/delete`;
  if (tab === "available") return folderId ? `${base}/available?folder=${folderId}` : `${base}/available`;
  return folderId ? `${base}/folder/${folderId}` : base;
}

/** A dialog over the folder in view of My files (or of Available to me: `tab`); ?folder= keeps the folder under the dialog. */
export function filesDialogPath(
  roleId: string,
  dialog: string,
  folderId: string | null,
  extra: Record<string, string | string[]> = {},
  tab: "mine" | "available" = "mine",
): string {
  const query = new URLSearchParams();
  if (folderId) query.set("folder", folderId);
  for (const [key, value] of Object.entries(extra)) for (const one of [value].flat()) query.append(key, one);
  const text = query.toString();
  return `${hubPath(roleId)}/files/${tab === "available" ? "available/" : ""}${dialog}${text ? `?${text}` : ""}`;
}
