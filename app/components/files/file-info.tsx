import { Link } from "@remix-run/react";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { filesDialogPath, filesPath, type FilesTab } from "~/lib/files-paths";
import { useTranslation } from "~/lib/i18n-react";
import type { GetFileNodeQuery } from "#graphql/generated/operations";

type Card = GetFileNodeQuery["getFileNode"];

/**
 * The info side panel (spec): the selected node's facts and what the caller may do with it.
 * Loaded with a selection only (files-browser.tsx); the list's words (size, kind, date) come
 * from it as props.
 */
export default function FileInfo({
  tab,
  roleId,
  node,
  folderId,
  canChange,
  close,
  onClose,
  size,
  kindOf,
  date,
}: {
  tab: FilesTab;
  roleId: string;
  node: Card;
  folderId: string | null;
  canChange: boolean;
  close: string;
  onClose: () => void;
  size: (bytes: number) => string;
  kindOf: (node: Card) => string;
  date: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const p = "files";
  const full = node.myAccess === "FULL";
  const edit = node.myAccess !== "VIEW";
  const view = node.myAccess !== "EDIT";
  const dialog = (name: string) =>
    filesDialogPath(roleId, `${name}/${node.id}`, folderId, {}, tab === "available" ? "available" : "mine");
  const actions: Array<{
    key: string;
    to: string;
    label: string;
    danger?: boolean;
    document?: boolean;
    dialog?: boolean;
  }> = [];
  if (tab === "trash") {
    actions.push({
      key: "restore",
      to: `${filesPath(roleId, "trash")}/restore/${node.id}`,
      label: t(`${p}.actions.restore`),
      dialog: true,
    });
    actions.push({
      key: "forever",
      to: `${filesPath(roleId, "trash")}/forever/${node.id}`,
      label: t(`${p}.actions.forever`),
      danger: true,
      dialog: true,
    });
  } else {
    if (node.type === "FOLDER")
      actions.push({ key: "open", to: filesPath(roleId, tab, node.id), label: t(`${p}.actions.open`) });
    else if (view)
      actions.push({
        key: "download",
        to: `${filesPath(roleId)}/download/${node.id}`,
        label: t(`${p}.actions.download`),
        document: true,
      });
    if (canChange) {
      if (edit) {
        actions.push({ key: "rename", to: dialog("rename"), label: t(`${p}.actions.rename`), dialog: true });
        // Moves stay within the node's own role's files (the picker lists that role's folders).
        if (tab === "mine")
          actions.push({ key: "move", to: dialog("move"), label: t(`${p}.actions.move`), dialog: true });
      }
      if (full) {
        actions.push({ key: "access", to: dialog("access"), label: t(`${p}.actions.access`), dialog: true });
        if (node.type === "FILE")
          actions.push({ key: "link", to: dialog("link"), label: t(`${p}.actions.link`), dialog: true });
        actions.push({
          key: "protect",
          to: dialog("protect"),
          label: node.isProtected ? t(`${p}.actions.unprotect`) : t(`${p}.actions.protect`),
          dialog: true,
        });
      }
      if (edit && (full || !node.isProtected))
        actions.push({
          key: "delete",
          to: dialog("delete"),
          label: t(`${p}.actions.delete`),
          danger: true,
          dialog: true,
        });
    }
  }
  return (
    <aside
      aria-labelledby="file-info-heading"
      className="mt-stack space-y-3 rounded-lg border border-line p-3 lg:mt-0"
      data-testid="file-info"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="file-info-heading" className="ui-group-title break-words">
          {node.name}
        </h2>
        <Link
          to={close}
          replace
          preventScrollReset
          className="ui-link shrink-0 text-sm"
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          {t(`${p}.info.close`)}
        </Link>
      </div>
      {node.previewUrl ? (
        <img
          src={node.previewUrl}
          alt={t(`${p}.info.preview`, { name: node.name })}
          className="max-h-48 w-full rounded object-contain"
        />
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t(`${p}.info.type`)}</dt>
        <dd>{kindOf(node)}</dd>
        {node.fileStorage ? (
          <>
            <dt className="text-muted">{t(`${p}.info.size`)}</dt>
            <dd>{size(node.fileStorage.size)}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t(`${p}.info.created`)}</dt>
        <dd>{date(node.createdAt)}</dd>
        <dt className="text-muted">{t(`${p}.info.updated`)}</dt>
        <dd>{date(node.updatedAt)}</dd>
        {node.deletedAt ? (
          <>
            <dt className="text-muted">{t(`${p}.info.deleted`)}</dt>
            <dd>{date(node.deletedAt)}</dd>
            <dt className="text-muted">{t(`${p}.info.purge`)}</dt>
            <dd>{node.purgeAt ? date(node.purgeAt) : ""}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t(`${p}.info.location`)}</dt>
        <dd className="break-words">
          {node.path.length ? node.path.map((crumb) => crumb.name).join(" / ") : t(`${p}.info.top`)}
        </dd>
        <dt className="text-muted">{t(`${p}.info.access`)}</dt>
        <dd>{t(`${p}.levels.${node.myAccess}`)}</dd>
      </dl>
      {node.isProtected ? <p className="text-sm text-muted">{t(`${p}.info.protected`)}</p> : null}
      {actions.length ? (
        <ul aria-label={t(`${p}.actions.label`, { name: node.name })} className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <li key={action.key}>
              <Link
                to={action.to}
                reloadDocument={action.document}
                className={buttonClass(action.danger ? "danger" : "secondary", "text-sm")}
                {...(action.dialog ? routeDialogLinkProps : {})}
              >
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
