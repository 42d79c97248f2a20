import type { ActionFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/server-runtime";
import { CreateInstructionFileDocument } from "#graphql/generated/operations";
import { instructionPath } from "~/lib/instruction-paths";
import { uploadCall } from "./_app.vhub.$id/files-actions.server";

/**
 * The uploader's calls for an instruction's attachments (the files page's uploader, decision
 * 0028): `create` attaches (createInstructionFile), the rest are the files' own calls.
 */
export const action = (args: ActionFunctionArgs) =>
  uploadCall(args, async (auth, input) => {
    const { createInstructionFile } = await auth.call(CreateInstructionFileDocument, {
      instructionId: args.params.instructionId ?? "",
      ...input,
    });
    return createInstructionFile;
  });

/** Nothing to show here: the instruction's editor. */
export const loader = ({ params }: ActionFunctionArgs) =>
  redirect(instructionPath(params.id ?? "", params.instructionId ?? "", "edit"));
