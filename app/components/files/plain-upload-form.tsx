import { buttonClass } from "~/components/ui/button";
import { FileInput } from "~/components/ui/file-input";
import { useTranslation } from "~/lib/i18n-react";
import type { UploadProblem } from "~/routes/_app.vhub.$id/files-actions.server";

/**
 * An upload dialog's form without JavaScript: one file in a plain multipart post to `action`,
 * which streams it through the API (app/lib/file-upload.server.ts); a refusal comes back to the
 * dialog as ?error= (`problem`). The files page's upload dialog and an instruction's attach dialog.
 */
export function PlainUploadForm({
  action,
  parentId,
  problem,
}: {
  action: string;
  parentId?: string | null;
  problem: UploadProblem | null;
}) {
  const { t } = useTranslation();
  const u = "fileDialogs.upload";
  return (
    <form method="post" encType="multipart/form-data" action={action} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="upload" />
      {parentId !== undefined ? <input type="hidden" name="parentId" value={parentId ?? ""} /> : null}
      {problem ? (
        <p id="upload-problem" role="alert" className="text-sm text-danger">
          {t(`${u}.errors.${problem}`)}
        </p>
      ) : null}
      <FileInput
        id="files-upload-file"
        name="file"
        label={t(`${u}.choose`)}
        emptyText={t(`${u}.none`)}
        chosenText={t(`${u}.chosen`)}
        aria-describedby={problem ? "upload-problem" : undefined}
      />
      <button type="submit" className={buttonClass("primary")}>
        {t(`${u}.start`)}
      </button>
    </form>
  );
}
