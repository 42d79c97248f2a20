import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, useParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { FileInput } from "~/components/ui/file-input";
import { useHydrated } from "~/hooks/use-hydrated";
import { filesPath } from "~/lib/files-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import type { UploadProblem } from "./_app.vhub.$id/files-actions.server";
import { filesQuery } from "./_app.vhub.$id/files.server";

export const meta = pageTitle("vhubFiles");

/** The dialogs' texts come with them (not with the list). */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/fileDialogs.ts")) };

/** The uploader (and its transfer code) loads when the dialog opens with JavaScript, not with the page. */
const Uploader = lazy(() => import("~/components/files/uploader"));

const PROBLEMS = new Set<UploadProblem>(["required", "tooLarge", "storageFull", "name", "failed"]);

export function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("error") as UploadProblem | null;
  return data({ folderId: filesQuery(request).folderId, problem: raw && PROBLEMS.has(raw) ? raw : null });
}

/**
 * Upload (spec: the upload dialog). With JavaScript, the uploader: several files at once, each
 * with its progress and state, straight to storage. Without it, a plain multipart form of one
 * file posted to the folder in view, which streams it through the API (files-actions.server.ts);
 * a refusal comes back here as ?error=.
 */
export default function UploadDialog() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { folderId, problem } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const back = filesPath(id, "mine", folderId);
  const u = "fileDialogs.upload";
  const form = (
    <form method="post" encType="multipart/form-data" action={back} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="parentId" value={folderId ?? ""} />
      {problem ? (
        <p id="upload-problem" role="alert" className="text-sm text-danger">
          {t(`${u}.errors.${problem}`)}
        </p>
      ) : null}
      <FileInput id="files-upload-file" name="file" label={t(`${u}.choose`)} emptyText={t(`${u}.none`)} chosenText={t(`${u}.chosen`)} aria-describedby={problem ? "upload-problem" : undefined} />
      <button type="submit" className={buttonClass("primary")}>
        {t(`${u}.start`)}
      </button>
    </form>
  );
  return (
    <RouteDialog title={t(`${u}.title`)} description={t(`${u}.limit`)} back={{ to: back, label: t("fileDialogs.back") }}>
      {hydrated ? (
        // A moment without a chooser while it loads: two choosers would take two different files.
        <Suspense fallback={null}>
          <Uploader endpoint={`${filesPath(id)}/uploads`} folderId={folderId} />
        </Suspense>
      ) : (
        form
      )}
      <Link to={back} className={buttonClass("secondary")}>
        {t(`${u}.done`)}
      </Link>
    </RouteDialog>
  );
}
