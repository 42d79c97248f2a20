import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useActionData, useLoaderData, useParams } from "@remix-run/react";
import { CreateInstructionDocument } from "#graphql/generated/operations";
import { instructionForm } from "#graphql/validation/instructions";
import { contentOfRow } from "#graphql/validation/rich-text";
import { InstructionForm, checkedOf } from "~/components/instructions/instruction-form";
import { InstructionPanel } from "~/components/instructions/instruction-panel";
import { RolePicker } from "~/components/instructions/role-picker";
import { requireUserSession } from "~/lib/auth.server";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { instructionPath, instructionsPath } from "~/lib/instruction-paths";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";
import { chosenRoles, roleChoices, withContentField } from "./_app.vhub.$id/instructions.server";
import { useHub } from "./_app.vhub.$id/route";

export const meta = pageTitle("vhubInstructionCreate");

/** The editor's texts come with the page that has one. */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/richText.ts")) };

/** The roles the new instruction may name (the current role and those below it). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  return data({ choices: await roleChoices(auth) });
}

/** Creates the instruction, owned by the current role, and opens it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: instructionForm });
  if (submission.status !== "success") return reply(submission, t);
  const input = {
    title: submission.value.title,
    content: JSON.stringify(contentOfRow(submission.value)),
    executorRoleIds: chosenRoles(form, "executorRoleIds"),
    editorRoleIds: chosenRoles(form, "editorRoleIds"),
  };
  let id: string;
  try {
    id = (await auth.call(CreateInstructionDocument, { input })).createInstruction.id;
  } catch (error) {
    return replyWithApiError(submission, withContentField(error), t);
  }
  return redirectWithToast(request, context, instructionPath(params.id ?? "", id), {
    type: "success",
    title: "instructions.toasts.created",
  });
}

/** A new instruction (spec: the create page with its side panel: owner, executors, editors). */
export default function CreateInstruction() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const { role } = useHub();
  const { choices } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section
      aria-labelledby="instruction-create-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <h1 id="instruction-create-heading" className="ui-page-title">
        {t("instructions.form.createHeading")}
      </h1>
      <InstructionForm
        lastResult={lastResult}
        defaultValue={{ title: "", text: "", document: "" }}
        submitLabel={t("instructions.form.create")}
        cancelTo={instructionsPath(id)}
        lang={i18n.language}
        side={(errorsOf) => (
          <InstructionPanel owner={{ id: role.id, name: role.name, level: role.level }}>
            <p className="text-sm text-subtle">{t("instructions.form.ownerHint")}</p>
            <RolePicker
              name="executorRoleIds"
              legend={t("instructions.form.executors")}
              hint={t("instructions.form.executorsHint")}
              roles={choices}
              checked={checkedOf(lastResult, "executorRoleIds")}
              errors={errorsOf("executorRoleIds")}
            />
            <RolePicker
              name="editorRoleIds"
              legend={t("instructions.form.editors")}
              hint={t("instructions.form.editorsHint")}
              roles={choices.filter((choice) => choice.id !== role.id)}
              checked={checkedOf(lastResult, "editorRoleIds")}
              errors={errorsOf("editorRoleIds")}
            />
          </InstructionPanel>
        )}
      />
    </section>
  );
}
