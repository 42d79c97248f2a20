import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation, useParams } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  CreateFilePublicLinkDocument,
  DeleteFileNodesDocument,
  DisableFilePublicLinkDocument,
  GetFileNodeSharingDocument,
  GrantFileNodeAccessDocument,
  ListFileAccessRolesDocument,
  ListUserCompanyRolesDocument,
  ListMyFilesDocument,
  MoveFileNodesDocument,
  RenameFileNodeDocument,
  RevokeFileNodeAccessDocument,
  SetFileNodeProtectedDocument,
  type FileAccessLevel,
  type FilePublicLinkExpiry,
} from "#graphql/generated/operations";
import { FILE_BATCH_MAX, FILE_LINK_EXPIRIES, FILE_NAME_MAX } from "#graphql/validation/file-limits";
import { nameForm } from "#graphql/validation/files";
import { UUID } from "#graphql/validation/uuid";
import { RouteDialog } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { Field, FormErrors, inputClass } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import { filesPath } from "~/lib/files-paths";
import { formatDateTime } from "~/lib/format-date";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import type { TKey } from "~/lib/translate";
import { useSignedInUser } from "~/lib/signed-in";
import { actAndReturn } from "./_app.vhub.$id/vhub.server";
import { filesQuery, loadNode } from "./_app.vhub.$id/files.server";
import { useHub } from "./_app.vhub.$id/route";

export const meta = pageTitle("vhubFiles");

/** The dialogs' texts come with them (not with the list). */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/fileDialogs.ts")) };

const ACTIONS = ["rename", "move", "delete", "access", "link", "protect"] as const;
type Action = (typeof ACTIONS)[number];
const LEVELS: FileAccessLevel[] = ["VIEW", "VIEW_EDIT", "EDIT", "FULL"];

function actionOf(raw: string | undefined): Action | null {
  return ACTIONS.includes(raw as Action) ? (raw as Action) : null;
}

/** My files' dialogs, or the same over Available to me (its route re-exports this module). */
const tabOf = (pathname: string): "mine" | "available" =>
  /\/files\/available\//.test(pathname) ? "available" : "mine";

/** The dialog's node (or, for delete/selection, the nodes ticked in the list), else back to the folder. */
async function subject(request: Request, context: LoaderFunctionArgs["context"], params: LoaderFunctionArgs["params"]) {
  const roleId = params.id ?? "";
  const { folderId } = filesQuery(request);
  const tab = tabOf(new URL(request.url).pathname);
  const back = filesPath(roleId, tab, folderId);
  const action = actionOf(params.action);
  // A shared node moves within its own role's files, not from here.
  if (!action || (tab === "available" && action === "move")) throw redirect(back);
  if (action === "delete" && params.nodeId === "selection") {
    const auth = await requireUserSession(request, context);
    const ids = [...new Set(new URL(request.url).searchParams.getAll("ids"))]
      .filter((id) => UUID.test(id))
      .slice(0, FILE_BATCH_MAX);
    if (!ids.length) throw redirect(back);
    return { auth, action, back, folderId, node: null, ids };
  }
  const { auth, node } = await loadNode(request, context, params.nodeId, back);
  return { auth, action, back, folderId, node, ids: [node.id] };
}

/** The company's live roles (for the access dialog), found from the role in the address. */
async function companyRoles(auth: Awaited<ReturnType<typeof requireUserSession>>, roleId: string) {
  const { listUserCompanyRoles } = await auth.call(ListUserCompanyRolesDocument, {});
  const companyId = listUserCompanyRoles.find((held) => held.id.toLowerCase() === roleId.toLowerCase())?.companyId;
  if (!companyId) return [];
  return (await auth.call(ListFileAccessRolesDocument, { companyId })).listCompanyRoles;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { auth, action, node, ids, folderId } = await subject(request, context, params);
  const base = { action, node, ids, folderId };
  if (action === "access" || action === "link") {
    const [sharing, roles] = await Promise.all([
      auth.call(GetFileNodeSharingDocument, { id: node!.id }),
      action === "access" ? companyRoles(auth, params.id ?? "") : [],
    ]);
    const link = sharing.getFileNode.publicLink;
    return data({
      ...base,
      access: sharing.listFileNodeAccess,
      roles,
      link: link ? { ...link, url: new URL(link.path, request.url).toString() } : null,
      folders: [] as Array<{ id: string; name: string }>,
    });
  }
  if (action === "move") {
    // Where a node can go without a tree picker: the top, the folders above the one in view, and
    // the folders beside the node (never itself).
    const siblings = (await auth.call(ListMyFilesDocument, { filter: { parentId: { equal: node!.parentId } } }))
      .listMyFiles;
    const folders = [...node!.path, ...siblings.filter((n) => n.type === "FOLDER" && n.id !== node!.id)].filter(
      (folder) => folder.id !== node!.parentId,
    );
    return data({ ...base, access: [], roles: [], link: null, folders: folders.map(({ id, name }) => ({ id, name })) });
  }
  return data({ ...base, access: [], roles: [], link: null, folders: [] as Array<{ id: string; name: string }> });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, action, back, node, ids } = await subject(request, context, params);
  const { t } = await getTranslator(request, context);
  const form = await request.formData();
  const done = (toast: TKey, call: () => Promise<unknown>, to = back) =>
    actAndReturn(request, context, to, toast, call, request.url);
  switch (action) {
    case "rename": {
      const submission = parseWithZod(form, { schema: nameForm });
      if (submission.status !== "success") return reply(submission, t);
      try {
        await auth.call(RenameFileNodeDocument, { id: node!.id, name: submission.value.name });
      } catch (error) {
        return replyWithApiError(submission, error, t, { FILE_NOT_FOUND: "name", FORBIDDEN: "name" });
      }
      return done("files.toasts.renamed", async () => undefined);
    }
    case "move": {
      const target = String(form.get("target") ?? "");
      const parentId = UUID.test(target) ? target : null;
      return done(
        "files.toasts.moved",
        () => auth.call(MoveFileNodesDocument, { ids, parentId }),
        filesPath(params.id ?? "", "mine", parentId),
      );
    }
    case "delete":
      return done("files.toasts.deleted", () => auth.call(DeleteFileNodesDocument, { ids }));
    case "protect":
      return done("files.toasts.protected", () =>
        auth.call(SetFileNodeProtectedDocument, { id: node!.id, isProtected: !node!.isProtected }),
      );
    case "access": {
      if (form.get("intent") === "revoke") {
        const roleId = String(form.get("roleId") ?? "");
        return done(
          "files.toasts.revoked",
          () => auth.call(RevokeFileNodeAccessDocument, { id: node!.id, roleId }),
          request.url,
        );
      }
      const level = String(form.get("level") ?? "") as FileAccessLevel;
      const roleId = String(form.get("roleId") ?? "");
      return done(
        "files.toasts.granted",
        () =>
          auth.call(GrantFileNodeAccessDocument, {
            id: node!.id,
            roleId,
            level: LEVELS.includes(level) ? level : "VIEW",
          }),
        request.url,
      );
    }
    case "link": {
      if (form.get("intent") === "off")
        return done(
          "files.toasts.linkOff",
          () => auth.call(DisableFilePublicLinkDocument, { id: node!.id }),
          request.url,
        );
      const expiry = String(form.get("expiry") ?? "") as FilePublicLinkExpiry;
      return done(
        "files.toasts.linkCreated",
        () =>
          auth.call(CreateFilePublicLinkDocument, {
            id: node!.id,
            expiry: FILE_LINK_EXPIRIES.includes(expiry) ? expiry : "WEEK",
          }),
        request.url,
      );
    }
  }
}

/**
 * The dialogs of one node (spec: rename, delete, access, public link; and move and protection),
 * over My files or over Available to me (what a grant allows there: the info panel offers it).
 */
export default function NodeDialog() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { pathname } = useLocation();
  const loaded = useLoaderData<typeof loader>();
  const back = filesPath(id, tabOf(pathname), loaded.folderId);
  const name = loaded.node?.name ?? "";
  const d = "fileDialogs";
  const backLink = { to: back, label: t(`${d}.back`) };
  const cancel = (
    <Link to={back} className={buttonClass("secondary")}>
      {t(`${d}.cancel`)}
    </Link>
  );
  switch (loaded.action) {
    case "rename":
      return (
        <RouteDialog title={t(`${d}.rename.title`)} description={name} back={backLink}>
          <RenameForm name={name} cancel={cancel} />
        </RouteDialog>
      );
    case "move":
      return (
        <RouteDialog title={t(`${d}.move.title`, { name })} description={t("files.info.location")} back={backLink}>
          <Form method="post" className="space-y-4">
            <div className="space-y-field">
              <label htmlFor="move-target" className="block text-sm font-medium">
                {t(`${d}.move.target`)}
              </label>
              <select id="move-target" name="target" className={inputClass} defaultValue="">
                {loaded.node?.parentId ? <option value="">{t(`${d}.move.top`)}</option> : null}
                {loaded.folders.map((folder) => (
                  <option key={folder.id} value={folder.id}>
                    {folder.name}
                  </option>
                ))}
              </select>
            </div>
            {!loaded.node?.parentId && !loaded.folders.length ? (
              <p className="text-sm text-muted">{t(`${d}.move.none`)}</p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <SubmitButton disabled={!loaded.node?.parentId && !loaded.folders.length}>
                {t(`${d}.move.submit`)}
              </SubmitButton>
              {cancel}
            </div>
          </Form>
        </RouteDialog>
      );
    case "delete":
      return (
        <RouteDialog
          title={t(`${d}.delete.title`)}
          description={
            loaded.node
              ? t(loaded.node.type === "FOLDER" ? `${d}.delete.folder` : `${d}.delete.text`, { name })
              : t(`${d}.delete.many`, { count: loaded.ids.length })
          }
          back={backLink}
        >
          <Form method="post" className="flex flex-wrap justify-end gap-3">
            {cancel}
            <SubmitButton variant="danger">{t(`${d}.delete.confirm`)}</SubmitButton>
          </Form>
        </RouteDialog>
      );
    case "protect":
      return (
        <RouteDialog
          title={t(`${d}.protect.title`)}
          description={loaded.node?.isProtected ? t(`${d}.protect.off`, { name }) : t(`${d}.protect.on`, { name })}
          back={backLink}
        >
          <Form method="post" className="flex flex-wrap justify-end gap-3">
            {cancel}
            <SubmitButton>
              {loaded.node?.isProtected ? t(`${d}.protect.unprotect`) : t(`${d}.protect.protect`)}
            </SubmitButton>
          </Form>
        </RouteDialog>
      );
    case "access":
      return (
        <RouteDialog title={t(`${d}.access.title`, { name })} description={t(`${d}.access.intro`)} back={backLink}>
          <AccessPanel grants={loaded.access} roles={loaded.roles} nodeRoleId={loaded.node?.roleId ?? ""} />
        </RouteDialog>
      );
    case "link":
      return (
        <RouteDialog title={t(`${d}.link.title`, { name })} description={t(`${d}.link.intro`)} back={backLink}>
          <LinkPanel link={loaded.link} isFolder={loaded.node?.type === "FOLDER"} />
        </RouteDialog>
      );
  }
}

function RenameForm({ name, cancel }: { name: string; cancel: ReactNode }) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<{ name: string }>(useActionData<typeof action>() as never, {
    defaultValue: { name },
  });
  return (
    <Form method="post" {...formProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={fields.name}
        label={t("fileDialogs.rename.name")}
        maxLength={FILE_NAME_MAX + 10}
        autoComplete="off"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton>{t("fileDialogs.rename.save")}</SubmitButton>
        {cancel}
      </div>
    </Form>
  );
}

type Grant = ReturnType<typeof useLoaderData<typeof loader>>["access"][number];

/** Who else has access, taking it away, and giving it (a role of the company and a level). */
function AccessPanel({
  grants,
  roles,
  nodeRoleId,
}: {
  grants: Grant[];
  roles: Array<{ id: string; name: string; level: number }>;
  nodeRoleId: string;
}) {
  const { t } = useTranslation();
  const { role } = useHub();
  const a = "fileDialogs.access";
  const granted = new Set(grants.map((grant) => grant.role.id));
  const offered = roles.filter((r) => r.id !== nodeRoleId && r.id !== role.id);
  return (
    <div className="space-y-4">
      {grants.length ? (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {grants.map((grant) => (
            <li key={grant.role.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
              <span>
                <span className="font-medium">{grant.role.name}</span> · {t(`files.levels.${grant.level}`)}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="roleId" value={grant.role.id} />
                <SubmitButton
                  variant="secondary"
                  name="revoke"
                  value={grant.role.id}
                  aria-label={t(`${a}.revokeLabel`, { role: grant.role.name })}
                >
                  {t(`${a}.revoke`)}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t(`${a}.none`)}</p>
      )}
      {offered.length ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="grant" />
          <div className="space-y-field">
            <label htmlFor="access-role" className="block text-sm font-medium">
              {t(`${a}.role`)}
            </label>
            <select id="access-role" name="roleId" className={inputClass} required>
              {offered.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                  {granted.has(r.id) ? " ✓" : ""}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{t(`${a}.level`)}</legend>
            {LEVELS.map((level, index) => (
              <label key={level} className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2 text-sm">
                <input type="radio" name="level" value={level} defaultChecked={index === 0} className="mt-1" />
                <span className="font-medium">{t(`files.levels.${level}`)}</span>
                <span className="col-start-2 text-muted">{t(`fileDialogs.levelHints.${level}`)}</span>
              </label>
            ))}
          </fieldset>
          <SubmitButton name="intent" value="grant">
            {t(`${a}.grant`)}
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-sm text-muted">{t(`${a}.noRoles`)}</p>
      )}
    </div>
  );
}

type PublicLink = ReturnType<typeof useLoaderData<typeof loader>>["link"];

/** The working link (copyable), turning it off, and making one (or a new one) with its expiry. */
function LinkPanel({ link, isFolder }: { link: PublicLink; isFolder: boolean }) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const l = "fileDialogs.link";
  if (isFolder) return <p className="text-sm text-muted">{t(`${l}.folder`)}</p>;
  return (
    <div className="space-y-4">
      {link ? (
        <div className="space-y-2">
          <div className="space-y-field">
            <label htmlFor="public-link" className="block text-sm font-medium">
              {t(`${l}.current`)}
            </label>
            <input
              id="public-link"
              readOnly
              value={link.url}
              className={inputClass}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <p className="text-sm text-muted">
            {link.expiresAt
              ? t(`${l}.expires`, { date: formatDateTime(link.expiresAt, i18n.language, me.formatTime) })
              : t(`${l}.manual`)}
          </p>
          <Form method="post">
            <SubmitButton variant="danger" name="intent" value="off">
              {t(`${l}.off`)}
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <p className="text-sm text-muted">{t(`${l}.none`)}</p>
      )}
      <Form method="post" className="space-y-3">
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{t(`${l}.expiry`)}</legend>
          {FILE_LINK_EXPIRIES.map((expiry) => (
            <label key={expiry} className="flex items-center gap-2 text-sm">
              <input type="radio" name="expiry" value={expiry} defaultChecked={expiry === "WEEK"} />
              <span>{t(`fileDialogs.expiry.${expiry}`)}</span>
            </label>
          ))}
        </fieldset>
        {link ? <p className="text-sm text-muted">{t(`${l}.replaceHint`)}</p> : null}
        <SubmitButton name="intent" value="create">
          {link ? t(`${l}.replace`) : t(`${l}.create`)}
        </SubmitButton>
      </Form>
      {/* Said always: while usage is suspended this dialog does not open, so it could not say it then. */}
      <p className="text-sm text-muted">{t(`${l}.suspended`)}</p>
    </div>
  );
}
