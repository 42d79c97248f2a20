import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { filesAction } from "./_app.vhub.$id/files-actions.server";

/** A folder of My files (spec: folder/{folderId}): the list is its layout's, which reads the folder from the address. */
export default function MyFilesFolder() {
  return null;
}

/** The uploads into this folder post here (the address of the folder in view). */
export const action = (args: ActionFunctionArgs) => filesAction(args);
