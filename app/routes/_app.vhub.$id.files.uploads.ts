import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/server-runtime";
import { uploadCall } from "./_app.vhub.$id/files-actions.server";

/** The uploader's calls (JSON; app/components/files/uploader.tsx): start an upload, confirm it. */
export const action = (args: ActionFunctionArgs) => uploadCall(args);

/** Nothing to show here: the files page. */
export const loader = ({ params }: ActionFunctionArgs) => redirect(`/vhub/${params.id}/files`);
