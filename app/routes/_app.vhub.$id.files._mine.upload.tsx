import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, useParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { PlainUploadForm } from "~/components/files/plain-upload-form";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { filesPath } from "~/lib/files-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { uploadProblemIn } from "./_app.vhub.$id/files-actions.server";
import { filesQuery } from "./_app.vhub.$id/files.server";

export const meta = pageTitle("vhubFiles");

/** The dialogs' texts come with them (not with the list). */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/fileDialogs.ts")) };

/** The uploader (and its transfer code) loads when the dialog opens with JavaScript, not with the page. */
const Uploader = lazy(() => import("~/components/files/uploader"));

export function loader({ request }: LoaderFunctionArgs) {
  return data({ folderId: filesQuery(request).folderId, problem: uploadProblemIn(request) });
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
  return (
    <RouteDialog
      title={t(`${u}.title`)}
      description={t(`${u}.limit`)}
      back={{ to: back, label: t("fileDialogs.back") }}
    >
      {hydrated ? (
        // A moment without a chooser while it loads: two choosers would take two different files.
        <Suspense fallback={null}>
          <Uploader endpoint={`${filesPath(id)}/uploads`} folderId={folderId} />
        </Suspense>
      ) : (
        <PlainUploadForm action={back} parentId={folderId} problem={problem} />
      )}
      <Link to={back} className={buttonClass("secondary")}>
        {t(`${u}.done`)}
      </Link>
    </RouteDialog>
  );
}
