import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, redirect, useActionData, useLoaderData, useLocation, useParams } from "@remix-run/react";
import { GetInstructionDocument, UpdateInstructionDocument } from "#graphql/generated/operations";
import { instructionForm } from "#graphql/validation/instructions";
import { contentOfRow, documentToText, parseDocument } from "#graphql/validation/rich-text";
import { lazy, Suspense, useState } from "react";
import { InstructionForm } from "~/components/instructions/instruction-form";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { InstructionPanel } from "~/components/instructions/instruction-panel";
import { ApiError } from "~/lib/api.server";
import { formatDateTime } from "~/lib/format-date";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import {
  instructionAttachPath,
  instructionFilePath,
  instructionPath,
  instructionRemoveFilePath,
  instructionUploadsPath,
} from "~/lib/instruction-paths";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";
import { useSignedInUser } from "~/lib/signed-in";
import { loadInstruction, withContentField } from "./_app.vhub.$id/instructions.server";

export const meta = pageTitle("vhubInstructionEdit");

/** The editor's texts come with the page that has one, and the uploader's with it. */
export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob(["/app/locales/*/richText.ts", "/app/locales/*/fileDialogs.ts"])),
};

/** The attachments' uploader (and its transfer code) loads after the page, with JavaScript only. */
const Uploader = lazy(() => import("~/components/files/uploader"));

/** The form's values of an instruction as it is stored: its title, its text, the document and the version. */
function valuesOf(instruction: { title: string; content: string; version: number }) {
  const parsed = parseDocument(instruction.content);
  return {
    title: instruction.title,
    text: parsed.ok ? documentToText(parsed.document) : "",
    document: instruction.content,
    version: String(instruction.version),
  };
}

/** The instruction to edit; a role that may only read it is shown it instead. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { instruction } = await loadInstruction(request, context, params.id ?? "", params.instructionId);
  if (instruction.myRelation !== "OWNER" && instruction.myRelation !== "EDITOR")
    throw redirect(instructionPath(params.id ?? "", instruction.id));
  return data({ instruction, values: valuesOf(instruction) });
}

/**
 * Saves the title and text on the version the editor opened. When someone saved in between
 * (INSTRUCTION_VERSION_CONFLICT), nothing is overwritten: the form comes back with the person's
 * own text, the other version shown beside it, and the new version number, so a second save is
 * a choice made knowing theirs.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, instruction } = await loadInstruction(request, context, params.id ?? "", params.instructionId);
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: instructionForm });
  if (submission.status !== "success") return reply(submission, t);
  const input = {
    id: instruction.id,
    version: submission.value.version ?? instruction.version,
    title: submission.value.title,
    content: JSON.stringify(contentOfRow(submission.value)),
  };
  try {
    await auth.call(UpdateInstructionDocument, { input });
  } catch (error) {
    if (error instanceof ApiError && error.code === "INSTRUCTION_VERSION_CONFLICT") {
      const { getInstruction: theirs } = await auth.call(GetInstructionDocument, { id: instruction.id });
      const result = reply(submission, t, { formErrors: [t("errors.INSTRUCTION_VERSION_CONFLICT")] });
      return {
        ...result,
        initialValue: { ...result.initialValue, version: String(theirs.version) },
        conflict: { title: theirs.title, html: theirs.contentHtml },
      };
    }
    return replyWithApiError(submission, withContentField(error), t);
  }
  return redirectWithToast(request, context, instructionPath(params.id ?? "", instruction.id), {
    type: "success",
    title: "instructions.toasts.saved",
  });
}

/** The editor (spec: the edit page with its side panel). */
export default function EditInstruction() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const location = useLocation();
  const me = useSignedInUser();
  const { instruction, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const conflict = lastResult && "conflict" in lastResult ? lastResult.conflict : null;
  const self = instructionPath(id, instruction.id, "edit");
  const hydrated = useHydrated();
  // Uploads still going: saving (or leaving) asks first.
  const [uploading, setUploading] = useState(false);
  return (
    <section
      aria-labelledby="instruction-edit-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <h1 id="instruction-edit-heading" className="ui-page-title">
        {t("instructions.form.editHeading")}
      </h1>
      <InstructionForm
        // "Open their version" comes back here: the form starts again from what is stored.
        key={location.key}
        lastResult={lastResult}
        defaultValue={values}
        submitLabel={t("instructions.form.save")}
        cancelTo={instructionPath(id, instruction.id)}
        lang={i18n.language}
        uploading={uploading}
        notice={
          conflict ? (
            <section
              aria-labelledby="instruction-conflict-heading"
              className="space-y-3 rounded-xl border border-warning-line bg-warning-soft p-4"
            >
              <h2 id="instruction-conflict-heading" className="ui-section-title">
                {t("instructions.conflict.heading")}
              </h2>
              <p className="text-sm">{t("instructions.conflict.text")}</p>
              <h3 className="text-sm font-medium break-words">
                {t("instructions.conflict.theirs", { title: conflict.title })}
              </h3>
              <div
                className="kb-content max-w-prose rounded-md border border-line bg-surface p-3"
                dangerouslySetInnerHTML={{ __html: conflict.html }}
              />
              <Link to={self} className="inline-block text-sm ui-link">
                {t("instructions.conflict.reopen")}
              </Link>
            </section>
          ) : null
        }
        side={() => (
          <InstructionPanel
            owner={instruction.owner}
            executors={instruction.executors}
            editors={instruction.editors}
            changed={formatDateTime(instruction.updatedAt, i18n.language, me.formatTime)}
            files={{
              list: instruction.files,
              href: (fileId) => instructionFilePath(id, instruction.id, fileId),
              removeHref: (fileId) => instructionRemoveFilePath(id, instruction.id, fileId),
              // With JavaScript the uploader is here, each file with its state; without it, the
              // attach dialog's plain form (the text is saved first: it is another page).
              extra: hydrated ? (
                <div className="space-y-2">
                  <Suspense fallback={null}>
                    <Uploader
                      endpoint={instructionUploadsPath(id, instruction.id)}
                      folderId={null}
                      onBusyChange={setUploading}
                    />
                  </Suspense>
                  <p className="text-sm text-muted">{t("instructions.panel.attachHint")}</p>
                </div>
              ) : (
                <div className="space-y-1">
                  <Link to={instructionAttachPath(id, instruction.id, true)} className={buttonClass("secondary")}>
                    {t("instructions.panel.attach")}
                  </Link>
                  <p className="text-sm text-muted">{t("instructions.panel.attachFirstSave")}</p>
                </div>
              ),
            }}
          />
        )}
      />
    </section>
  );
}
