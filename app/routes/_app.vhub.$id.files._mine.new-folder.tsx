import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, useActionData, useLoaderData, useParams } from "@remix-run/react";
import { CreateFolderDocument } from "#graphql/generated/operations";
import { FILE_NAME_MAX } from "#graphql/validation/file-limits";
import { nameForm } from "#graphql/validation/files";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import { filesPath } from "~/lib/files-paths";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { redirectWithToast } from "~/lib/toast.server";
import { filesQuery } from "./_app.vhub.$id/files.server";

export const meta = pageTitle("vhubFiles");

/** The dialogs' texts come with them (not with the list). */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/fileDialogs.ts")) };

export function loader({ request }: LoaderFunctionArgs) {
  return data({ folderId: filesQuery(request).folderId });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const { folderId } = filesQuery(request);
  const submission = parseWithZod(await request.formData(), { schema: nameForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    const { createFolder } = await auth.call(CreateFolderDocument, {
      input: { name: submission.value.name, parentId: folderId },
    });
    return redirectWithToast(request, context, filesPath(params.id ?? "", "mine", createFolder.parentId), {
      type: "success",
      title: "files.toasts.folderCreated",
    });
  } catch (error) {
    return replyWithApiError(submission, error, t, { FILE_NOT_FOUND: "name", STORAGE_FULL: "name" });
  }
}

/** New folder (spec: the add-folder dialog), in the folder in view. */
export default function NewFolder() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { folderId } = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<{ name: string }>(useActionData<typeof action>());
  const back = filesPath(id, "mine", folderId);
  const d = "fileDialogs.newFolder";
  return (
    <RouteDialog
      title={t(`${d}.title`)}
      description={t("fileDialogs.newFolder.hint")}
      back={{ to: back, label: t("fileDialogs.back") }}
    >
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.name} label={t(`${d}.name`)} maxLength={FILE_NAME_MAX + 10} autoComplete="off" />
        <div className="flex flex-wrap gap-3">
          <SubmitButton>{t(`${d}.create`)}</SubmitButton>
          <Link to={back} className={buttonClass("secondary")}>
            {t("fileDialogs.cancel")}
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}
