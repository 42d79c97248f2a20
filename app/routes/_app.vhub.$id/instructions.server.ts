import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import {
  GetInstructionDocument,
  ListInstructionRoleChoicesDocument,
  type InstructionFieldsFragment,
} from "#graphql/generated/operations";
import { INSTRUCTION_ROLES_MAX } from "#graphql/validation/instructions";
import { UUID } from "#graphql/validation/uuid";
import { ApiError } from "~/lib/api.server";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { instructionsPath } from "~/lib/instruction-paths";
import { redirectWithToast } from "~/lib/toast.server";
import { orProfile } from "./vhub.server";

/**
 * The instruction pages' server side (issue 23): the instruction in view, the roles the pickers
 * offer, and the roles a form names.
 */

/** Codes that mean the instruction is not there for this role (gone, or never its to read). */
const NOT_HERE = new Set(["INSTRUCTION_NOT_FOUND", "FORBIDDEN"]);

/**
 * The instruction of the address as the current role reaches it. One that is gone (or not the
 * role's to read: after a change of owner, say) sends the person to the list, told why; a role
 * that is not theirs, to the profile.
 */
export async function loadInstruction(
  request: Request,
  context: AppLoadContext,
  roleId: string,
  instructionId: string | undefined,
): Promise<{ auth: UserSession; instruction: InstructionFieldsFragment }> {
  const auth = await requireUserSession(request, context);
  const back = instructionsPath(roleId);
  if (!instructionId || !UUID.test(instructionId)) throw redirect(back);
  try {
    const { getInstruction } = await orProfile(() => auth.call(GetInstructionDocument, { id: instructionId }));
    return { auth, instruction: getInstruction };
  } catch (error) {
    if (error instanceof ApiError && NOT_HERE.has(error.code)) {
      throw await redirectWithToast(request, context, back, { type: "error", title: "errors.INSTRUCTION_NOT_FOUND" });
    }
    throw error;
  }
}

export interface RoleChoice {
  id: string;
  name: string;
  level: number;
}

/** The roles the current role's instructions may name: itself and the live roles below it. */
export async function roleChoices(auth: UserSession): Promise<RoleChoice[]> {
  return (await orProfile(() => auth.call(ListInstructionRoleChoicesDocument, {}))).listInstructionRoleChoices;
}

/** The role ids a form's checkboxes or radio sent under `name` (well-formed, once each, bounded); the API checks the rest. */
export function chosenRoles(form: FormData, name: string): string[] {
  const ids = form.getAll(name).map((value) => String(value).toLowerCase());
  return [...new Set(ids.filter((id) => UUID.test(id)))].slice(0, INSTRUCTION_ROLES_MAX);
}

/** The API names the document `content`; the form's field for it is the text (`text`). */
export function withContentField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields.content) return error;
  const { content, ...rest } = error.fields;
  return new ApiError(error.message, {
    code: error.code === "UNKNOWN" ? undefined : error.code,
    fields: { ...rest, text: content },
  });
}
