import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData, useParams } from "@remix-run/react";
import {
  AddInstructionEditorsDocument,
  AddInstructionExecutorsDocument,
  ChangeInstructionOwnerDocument,
  DeleteInstructionDocument,
  GiveUpInstructionEditingDocument,
  RemoveInstructionFileDocument,
} from "#graphql/generated/operations";
import { lazy, Suspense } from "react";
import { PlainUploadForm } from "~/components/files/plain-upload-form";
import { RolePicker } from "~/components/instructions/role-picker";
import { useHydrated } from "~/hooks/use-hydrated";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { isFileUploadPost, uploadFileWithoutScript } from "~/lib/file-upload.server";
import { getTranslator } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import {
  INSTRUCTION_DIALOGS,
  instructionAttachPath,
  instructionPath,
  instructionsPath,
  instructionUploadsPath,
  type InstructionDialog,
} from "~/lib/instruction-paths";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";
import type { TKey } from "~/lib/translate";
import { chosenRoles, loadInstruction, roleChoices } from "./_app.vhub.$id/instructions.server";
import { problemOf, uploadProblemIn } from "./_app.vhub.$id/files-actions.server";
import { actAndReturn } from "./_app.vhub.$id/vhub.server";
import { useInstruction } from "./_app.vhub.$id.instruction.$instructionId";

export const meta = pageTitle("vhubInstruction");

/** The attach dialog's uploader speaks the files' upload texts. */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/fileDialogs.ts")) };

/** The uploader (and its transfer code) loads when the attach dialog opens with JavaScript. */
const Uploader = lazy(() => import("~/components/files/uploader"));

const dialogOf = (raw: string | undefined): InstructionDialog | null =>
  INSTRUCTION_DIALOGS.includes(raw as InstructionDialog) ? (raw as InstructionDialog) : null;

/** The dialog of the address, for a role that may open it (else back to the instruction), with the roles it offers. */
async function subject(request: Request, context: LoaderFunctionArgs["context"], params: LoaderFunctionArgs["params"]) {
  const roleId = params.id ?? "";
  const { auth, instruction } = await loadInstruction(request, context, roleId, params.instructionId);
  const dialog = dialogOf(params.action);
  const back = instructionPath(roleId, instruction.id);
  const edits = instruction.myRelation === "OWNER" || instruction.myRelation === "EDITOR";
  const allowed =
    dialog === "give-up"
      ? instruction.myRelation === "EDITOR"
      : dialog === "remove-file" || dialog === "attach"
        ? edits
        : instruction.myRelation === "OWNER";
  if (!dialog || !allowed) throw redirect(back);
  if (dialog === "attach") {
    // Opened from the editor (without JavaScript): back there.
    const fromEditor = new URL(request.url).searchParams.get("from") === "edit";
    return {
      auth,
      instruction,
      dialog,
      back: fromEditor ? instructionPath(roleId, instruction.id, "edit") : back,
      roleId,
      file: null,
      fromEditor,
    };
  }
  // "Delete a file" (?file=): an attachment of this instruction, asked from its editor and back there.
  const file =
    dialog === "remove-file"
      ? (instruction.files.find((f) => f.id === new URL(request.url).searchParams.get("file")?.toLowerCase()) ?? null)
      : null;
  if (dialog === "remove-file") {
    const editor = instructionPath(roleId, instruction.id, "edit");
    if (!file)
      throw await redirectWithToast(request, context, editor, {
        type: "error",
        title: "instructions.dialogs.removeFile.missing",
      });
    return { auth, instruction, dialog, back: editor, roleId, file, fromEditor: false };
  }
  return { auth, instruction, dialog, back, roleId, file, fromEditor: false };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, instruction, dialog, file, back, fromEditor } = await subject(request, context, params);
  const none = {
    dialog,
    roles: [],
    file,
    back,
    fromEditor,
    problem: dialog === "attach" ? uploadProblemIn(request) : null,
  };
  if (dialog !== "owner" && dialog !== "editors" && dialog !== "executors") return data(none);
  const choices = await roleChoices(auth);
  const taken = new Set(
    dialog === "owner"
      ? [instruction.owner.id]
      : dialog === "editors"
        ? [instruction.owner.id, ...instruction.editors.map((role) => role.id)]
        : instruction.executors.map((role) => role.id),
  );
  return data({ ...none, roles: choices.filter((choice) => !taken.has(choice.id)) });
}

const ROLE_CALLS = {
  owner: { field: "roleId", toast: "instructions.toasts.ownerChanged" },
  editors: { field: "roleIds", toast: "instructions.toasts.editorsAdded" },
  executors: { field: "roleIds", toast: "instructions.toasts.executorsAdded" },
} as const satisfies Record<string, { field: string; toast: TKey }>;

/** Does what the dialog asks; the API's refusal comes back as a toast over the dialog. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, instruction, dialog, back, roleId, file, fromEditor } = await subject(request, context, params);
  const id = instruction.id;
  if (dialog === "attach") {
    // The dialog's form without JavaScript: the file streams through the API as it arrives
    // (never request.formData(): it would hold the whole file).
    if (!isFileUploadPost(request)) throw redirect(back);
    const result = await uploadFileWithoutScript(request, context, auth, { roleId, instructionId: id });
    if (result.ok)
      return redirectWithToast(request, context, back, { type: "success", title: "instructions.toasts.fileAttached" });
    throw redirect(
      `${instructionAttachPath(roleId, id, fromEditor)}${fromEditor ? "&" : "?"}${new URLSearchParams({ error: problemOf(result.errors) })}`,
    );
  }
  if (dialog === "remove-file") {
    if (!file) throw redirect(back);
    return actAndReturn(
      request,
      context,
      back,
      "instructions.toasts.fileRemoved",
      () => auth.call(RemoveInstructionFileDocument, { instructionId: id, fileNodeId: file.id }),
      request.url,
    );
  }
  if (dialog === "delete")
    return actAndReturn(
      request,
      context,
      instructionsPath(roleId),
      "instructions.toasts.deleted",
      () => auth.call(DeleteInstructionDocument, { id }),
      request.url,
    );
  if (dialog === "give-up") {
    return actAndReturn(
      request,
      context,
      instructionsPath(roleId),
      "instructions.toasts.gaveUp",
      () => auth.call(GiveUpInstructionEditingDocument, { id }),
      request.url,
    );
  }
  const { field, toast } = ROLE_CALLS[dialog];
  const chosen = chosenRoles(await request.formData(), field);
  if (!chosen.length) {
    const { t } = await getTranslator(request, context);
    return data({ error: t("instructions.dialogs.chooseOne") }, { status: 400 });
  }
  const call =
    dialog === "owner"
      ? () => auth.call(ChangeInstructionOwnerDocument, { id, roleId: chosen[0]! })
      : dialog === "editors"
        ? () => auth.call(AddInstructionEditorsDocument, { id, roleIds: chosen })
        : () => auth.call(AddInstructionExecutorsDocument, { id, roleIds: chosen });
  return actAndReturn(request, context, back, toast, call, request.url);
}

/**
 * The instruction's dialogs (spec: change owner, add editors, add executors, give up editor
 * rights, delete), over its page with JavaScript, pages of their own without it.
 */
export default function InstructionDialogPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const instruction = useInstruction();
  const { dialog, roles, file, back: returnTo, fromEditor, problem } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const hydrated = useHydrated();
  const error = answer && "error" in answer ? answer.error : null;
  const back = { to: instructionPath(id, instruction.id), label: t("instructions.dialogs.back") };
  const cancel = (
    <Link to={back.to} className={buttonClass("secondary")}>
      {t("instructions.dialogs.cancel")}
    </Link>
  );
  if (dialog === "attach") {
    const done = { to: returnTo, label: t("instructions.dialogs.back") };
    return (
      <RouteDialog title={t("instructions.panel.attach")} description={t("instructions.panel.attachHint")} back={done}>
        {hydrated ? (
          // A moment without a chooser while it loads: two choosers would take two different files.
          <Suspense fallback={null}>
            <Uploader endpoint={instructionUploadsPath(id, instruction.id)} folderId={null} />
          </Suspense>
        ) : (
          <PlainUploadForm action={instructionAttachPath(id, instruction.id, fromEditor)} problem={problem} />
        )}
        <Link to={done.to} className={buttonClass("secondary")}>
          {t("fileDialogs.upload.done")}
        </Link>
      </RouteDialog>
    );
  }
  if (dialog === "remove-file" && file) {
    const editor = { to: instructionPath(id, instruction.id, "edit"), label: t("instructions.dialogs.back") };
    return (
      <RouteDialog
        title={t("instructions.dialogs.removeFile.title")}
        description={t("instructions.dialogs.removeFile.description", { name: file.name })}
        back={editor}
      >
        <Form method="post" className="flex flex-wrap gap-3">
          <SubmitButton variant="danger">{t("instructions.dialogs.removeFile.submit")}</SubmitButton>
          <Link to={editor.to} className={buttonClass("secondary")}>
            {t("instructions.dialogs.cancel")}
          </Link>
        </Form>
      </RouteDialog>
    );
  }
  if (dialog === "delete" || dialog === "give-up" || dialog === "remove-file") {
    const d = dialog === "give-up" ? "giveUp" : "delete";
    return (
      <RouteDialog
        title={t(`instructions.dialogs.${d}.title`)}
        description={t(`instructions.dialogs.${d}.description`, { title: instruction.title })}
        back={back}
      >
        <Form method="post" className="flex flex-wrap gap-3">
          <SubmitButton variant="danger">{t(`instructions.dialogs.${d}.submit`)}</SubmitButton>
          {cancel}
        </Form>
      </RouteDialog>
    );
  }
  const field = ROLE_CALLS[dialog].field;
  return (
    <RouteDialog
      title={t(`instructions.dialogs.${dialog}.title`)}
      description={t(`instructions.dialogs.${dialog}.description`)}
      back={back}
    >
      {roles.length ? (
        <Form method="post" className="space-y-4" noValidate>
          <RolePicker
            name={field}
            legend={t(`instructions.dialogs.${dialog}.field`)}
            roles={roles}
            multiple={dialog !== "owner"}
            errors={error ? [error] : null}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton>{t(`instructions.dialogs.${dialog}.submit`)}</SubmitButton>
            {cancel}
          </div>
        </Form>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted">{t(`instructions.dialogs.${dialog}.none`)}</p>
          {cancel}
        </div>
      )}
    </RouteDialog>
  );
}
