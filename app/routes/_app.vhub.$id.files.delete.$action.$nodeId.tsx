import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useLoaderData, useParams } from "@remix-run/react";
import { ForceDeleteFileNodesDocument, RestoreFileNodesDocument } from "#graphql/generated/operations";
import { FILE_BATCH_MAX } from "#graphql/validation/file-limits";
import { UUID } from "#graphql/validation/uuid";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { requireUserSession } from "~/lib/auth.server";
import { filesPath } from "~/lib/files-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { actAndReturn } from "./_app.vhub.$id/vhub.server";
import { loadNode } from "./_app.vhub.$id/files.server";

export const meta = pageTitle("vhubFiles");

/** The dialogs' texts come with them (not with the list). */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/fileDialogs.ts")) };

/** The trash's node (or the ticked ones, "selection"), for restore or delete forever; else back to the trash. */
async function subject(request: Request, context: LoaderFunctionArgs["context"], params: LoaderFunctionArgs["params"]) {
  const back = filesPath(params.id ?? "", "trash");
  const action =
    params.action === "restore" || params.action === "forever" ? (params.action as "restore" | "forever") : null;
  if (!action) throw redirect(back);
  if (params.nodeId === "selection") {
    const auth = await requireUserSession(request, context);
    const ids = [...new Set(new URL(request.url).searchParams.getAll("ids"))]
      .filter((id) => UUID.test(id))
      .slice(0, FILE_BATCH_MAX);
    if (!ids.length) throw redirect(back);
    return { auth, action, back, name: null, folder: false, ids };
  }
  const { auth, node } = await loadNode(request, context, params.nodeId, back);
  if (!node.deletedAt) throw redirect(back);
  return { auth, action, back, name: node.name, folder: node.type === "FOLDER", ids: [node.id] };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { action, name, folder, ids } = await subject(request, context, params);
  return data({ action, name, folder, count: ids.length });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, action, back, ids } = await subject(request, context, params);
  if (action === "restore")
    return actAndReturn(request, context, back, "files.toasts.restored", () =>
      auth.call(RestoreFileNodesDocument, { ids }),
    );
  return actAndReturn(request, context, back, "files.toasts.removed", () =>
    auth.call(ForceDeleteFileNodesDocument, { ids }),
  );
}

/** Restore, or delete forever (spec: the trash's dialogs), asked first. */
export default function TrashDialog() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { action, name, folder, count } = useLoaderData<typeof loader>();
  const back = filesPath(id, "trash");
  const d = action === "forever" ? "fileDialogs.forever" : "fileDialogs.restore";
  return (
    <RouteDialog
      title={t(`${d}.title`)}
      description={
        name
          ? t(action === "forever" && folder ? "fileDialogs.forever.folder" : `${d}.text`, { name })
          : t(`${d}.many`, { count })
      }
      back={{ to: back, label: t("fileDialogs.back") }}
    >
      <Form method="post" className="flex flex-wrap justify-end gap-3">
        <Link to={back} className={buttonClass("secondary")}>
          {t("fileDialogs.cancel")}
        </Link>
        <SubmitButton variant={action === "forever" ? "danger" : "primary"}>{t(`${d}.confirm`)}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
