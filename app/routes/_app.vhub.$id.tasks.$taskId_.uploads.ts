import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/server-runtime";
import { CreateTaskFileDocument } from "#graphql/generated/operations";
import { taskPath } from "~/lib/task-paths";
import { uploadCall } from "./_app.vhub.$id/files-actions.server";

/**
 * The uploader's calls for a task's attachments (the files page's uploader, as an instruction's):
 * `create` attaches (createTaskFile), the rest are the files' own calls.
 */
export const action = (args: ActionFunctionArgs) =>
  uploadCall(args, async (auth, input) => {
    const { createTaskFile } = await auth.call(CreateTaskFileDocument, {
      taskId: args.params.taskId ?? "",
      ...input,
    });
    return createTaskFile;
  });

/** Nothing to show here: the task. */
export const loader = ({ params }: ActionFunctionArgs) => redirect(taskPath(params.id ?? "", params.taskId ?? ""));
