import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import type { FileNodeFieldsFragment, GetFileNodeQuery } from "#graphql/generated/operations";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { SearchForm } from "~/components/ui/search-form";
import { buttonClass } from "~/components/ui/button";
import { filesDialogPath, filesPath, type FilesTab, type FilesView } from "~/lib/files-paths";
import { formatDateTime } from "~/lib/format-date";
import { useFileSize } from "~/hooks/use-file-size";
import { useTranslation } from "~/lib/i18n-react";
import { useSignedInUser } from "~/lib/signed-in";
import { FileIcon, FileIconSprite } from "./file-icon";

type Node = FileNodeFieldsFragment;
type Card = GetFileNodeQuery["getFileNode"];

const FileInfo = lazy(() => import("./file-info"));

/** A node's kind as words (a folder, a PDF file...). */
export function useKindOf() {
  const { t } = useTranslation();
  return (node: Pick<Node, "type" | "fileStorage">) =>
    node.type === "FOLDER"
      ? t("files.kind.folder")
      : node.fileStorage?.extension
        ? t("files.kind.file", { extension: node.fileStorage.extension.toUpperCase() })
        : t("files.kind.fileNoExtension");
}

/** The address of this list with `changes` to its query (null removes a key). */
function withQuery(pathname: string, search: string, changes: Record<string, string | null>): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  const text = query.toString();
  return `${pathname}${text ? `?${text}` : ""}`;
}

/**
 * The files page's browser (spec: the files page): search, the grid or list layout, breadcrumbs,
 * the nodes, selection and the info panel. Everything is a link or a form, so it all works
 * without JavaScript: a plain click on a file selects it (?selected=) and shows its information, a
 * folder opens (which clears the selection and the search), "Select several" shows a checkbox per
 * node for the selection's actions. With JavaScript the search runs 300 ms after typing stops,
 * and ctrl (or ⌘) with a click toggles a node's checkbox.
 */
export function FilesBrowser({
  tab,
  roleId,
  nodes,
  folder,
  selected,
  search,
  view,
  canChange,
  toolbar,
}: {
  tab: FilesTab;
  roleId: string;
  nodes: Node[];
  folder: Card | null;
  selected: Card | null;
  search: string;
  view: FilesView;
  /** The company takes changes (not suspended): the change actions show. */
  canChange: boolean;
  toolbar?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const location = useLocation();
  const navigate = useNavigate();
  const size = useFileSize();
  const kindOf = useKindOf();
  const multiInAddress = new URLSearchParams(location.search).get("select") === "1";
  // The selection belongs to the folder in view: another folder (or ?select=) starts it afresh
  // (derived during render, as React allows, rather than in an effect).
  const place = `${location.pathname}|${multiInAddress}`;
  const [selection, setSelection] = useState({
    place,
    multi: multiInAddress,
    checked: new Set<string>() as ReadonlySet<string>,
  });
  if (selection.place !== place) setSelection({ place, multi: multiInAddress, checked: new Set() });
  const { multi, checked } = selection;
  const setMulti = (on: boolean) =>
    setSelection((before) => ({ ...before, multi: on, checked: on ? before.checked : new Set() }));

  const here = (changes: Record<string, string | null>) => withQuery(location.pathname, location.search, changes);
  const folderId = folder?.id ?? null;
  const open = (node: Node) =>
    tab === "available" ? filesPath(roleId, "available", node.id) : filesPath(roleId, "mine", node.id);
  const date = (iso: string) => formatDateTime(iso, i18n.language, me.formatTime);
  const selectionAction =
    tab === "trash"
      ? `${filesPath(roleId, "trash")}/restore/selection`
      : filesDialogPath(roleId, "delete/selection", folderId);

  const toggle = (id: string) =>
    setSelection((before) => {
      const after = new Set(before.checked);
      if (after.has(id)) after.delete(id);
      else after.add(id);
      return { ...before, multi: true, checked: after };
    });
  const onNodeClick = (event: MouseEvent<HTMLAnchorElement>, node: Node) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    // Ctrl (⌘) toggles the node in the selection instead of opening or selecting it alone.
    event.preventDefault();
    toggle(node.id);
  };

  const crumbs = folder ? [...folder.path, { id: folder.id, name: folder.name }] : [];
  const rootLabel =
    tab === "available" ? t("files.tabs.available") : tab === "trash" ? t("files.tabs.trash") : t("files.tabs.mine");
  const empty = search ? t("files.empty.search", { search }) : t(`files.empty.${tab}`);
  const p = "files";

  return (
    <div className="space-y-stack">
      <div className="flex flex-wrap items-end gap-3">
        <SearchForm
          id="files-search"
          className="min-w-0 grow"
          label={t(`${p}.search.label`)}
          submit={t(`${p}.search.submit`)}
          clear={{ label: t(`${p}.search.clear`), to: here({ q: null, selected: null }) }}
          value={search}
          keep={{ folder: tab === "available" ? folderId : null }}
        />
        <div role="group" aria-label={t(`${p}.view.label`)} className="flex gap-1">
          {(["grid", "list"] as const).map((option) => (
            <Link
              key={option}
              to={here({ view: option })}
              replace
              preventScrollReset
              aria-current={view === option ? "true" : undefined}
              className="ui-menu-link border border-line aria-[current=true]:bg-selected aria-[current=true]:font-medium"
            >
              {t(`${p}.view.${option}`)}
            </Link>
          ))}
        </div>
      </div>

      {toolbar}

      {tab !== "trash" ? (
        <nav aria-label={t(`${p}.crumbs.label`)}>
          <ol className="flex flex-wrap items-center gap-1 text-sm">
            <li>
              {crumbs.length ? (
                <Link to={filesPath(roleId, tab === "available" ? "available" : "mine")} className="ui-link">
                  {rootLabel}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium">
                  {rootLabel}
                </span>
              )}
            </li>
            {crumbs.map((crumb, index) => (
              <li key={crumb.id} className="flex items-center gap-1">
                <span aria-hidden="true" className="text-subtle">
                  /
                </span>
                {index < crumbs.length - 1 ? (
                  <Link
                    to={
                      tab === "available"
                        ? filesPath(roleId, "available", crumb.id)
                        : filesPath(roleId, "mine", crumb.id)
                    }
                    className="ui-link break-words"
                  >
                    {crumb.name}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-medium break-words">
                    {crumb.name}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={here({ select: multi ? null : "1" })}
          replace
          preventScrollReset
          className="ui-link text-sm"
          onClick={(event) => {
            event.preventDefault();
            setMulti(!multi);
          }}
        >
          {multi ? t(`${p}.select.done`) : t(`${p}.select.mode`)}
        </Link>
        {multi ? (
          <Form
            id="files-selection"
            method="get"
            action={selectionAction}
            className="flex flex-wrap items-center gap-2"
          >
            <span className="text-sm text-muted" aria-live="polite">
              {t(`${p}.select.count`, { count: checked.size })}
            </span>
            {tab === "trash" ? (
              <>
                <button type="submit" className={buttonClass("secondary")} {...routeDialogLinkProps}>
                  {t(`${p}.select.restoreSelected`)}
                </button>
                <button
                  type="submit"
                  formAction={`${filesPath(roleId, "trash")}/forever/selection`}
                  className={buttonClass("danger")}
                  {...routeDialogLinkProps}
                >
                  {t(`${p}.actions.forever`)}
                </button>
              </>
            ) : tab === "mine" && canChange ? (
              <>
                {folderId ? <input type="hidden" name="folder" value={folderId} /> : null}
                <button type="submit" className={buttonClass("danger")} {...routeDialogLinkProps}>
                  {t(`${p}.select.deleteSelected`)}
                </button>
              </>
            ) : null}
          </Form>
        ) : null}
      </div>

      <div className="gap-stack lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <section aria-label={t(`${p}.list.label`)} className="min-w-0">
          <FileIconSprite nodes={nodes} />
          {nodes.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{empty}</p>
          ) : (
            <ul
              className={
                view === "grid"
                  ? "grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
                  : "divide-y divide-line rounded-lg border border-line"
              }
              data-testid="files-list"
            >
              {nodes.map((node) => {
                const isSelected = selected?.id === node.id;
                const href = node.type === "FOLDER" && tab !== "trash" ? open(node) : here({ selected: node.id });
                const picture = node.previewUrl ? (
                  <img
                    src={node.previewUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={view === "grid" ? "h-24 w-full rounded object-cover" : "size-10 rounded object-cover"}
                  />
                ) : (
                  <FileIcon
                    type={node.type}
                    extension={node.fileStorage?.extension}
                    className={view === "grid" ? "size-16" : "size-10"}
                  />
                );
                const meta =
                  tab === "trash"
                    ? `${t(`${p}.list.deleted`)}: ${node.deletedAt ? date(node.deletedAt) : ""}`
                    : node.type === "FOLDER"
                      ? kindOf(node)
                      : `${size(node.fileStorage?.size ?? 0)} · ${date(node.updatedAt)}`;
                return (
                  <li
                    key={node.id}
                    data-selected={isSelected || checked.has(node.id) ? "" : undefined}
                    className={`relative flex gap-3 data-[selected]:bg-selected ${view === "grid" ? "flex-col rounded-lg border border-line p-3" : "items-center p-2"}`}
                  >
                    {multi ? (
                      <input
                        type="checkbox"
                        form="files-selection"
                        name="ids"
                        value={node.id}
                        checked={checked.has(node.id)}
                        onChange={() => toggle(node.id)}
                        aria-label={t(`${p}.select.one`, { name: node.name })}
                        className={`size-5 shrink-0 ${view === "grid" ? "absolute top-2 left-2" : ""}`}
                      />
                    ) : null}
                    <Link
                      to={href}
                      replace={href.startsWith(location.pathname + "?") || href === location.pathname}
                      preventScrollReset={node.type !== "FOLDER" || tab === "trash"}
                      aria-current={isSelected ? "true" : undefined}
                      onClick={(event) => onNodeClick(event, node)}
                      className={`flex min-w-0 gap-3 rounded focus-visible:outline-2 ${view === "grid" ? "flex-col items-center text-center" : "grow items-center"}`}
                    >
                      {picture}
                      <span className="min-w-0">
                        <span className="block font-medium break-words">{node.name}</span>
                        <span className="block text-xs text-muted">{meta}</span>
                      </span>
                    </Link>
                    {node.type === "FOLDER" && tab !== "trash" ? (
                      <Link
                        to={here({ selected: node.id })}
                        replace
                        preventScrollReset
                        className="ui-link shrink-0 text-xs"
                      >
                        {t(`${p}.info.heading`)}
                        <span className="sr-only">: {node.name}</span>
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {selected ? (
          // The panel's code comes when a node is selected (a cold load with ?selected= keeps the
          // server's panel while it loads): the list's first load does not carry it.
          <Suspense
            fallback={<aside aria-busy="true" className="mt-stack rounded-lg border border-line p-3 lg:mt-0" />}
          >
            <FileInfo
              tab={tab}
              roleId={roleId}
              node={selected}
              folderId={folderId}
              canChange={canChange}
              close={here({ selected: null })}
              onClose={() => navigate(here({ selected: null }), { replace: true, preventScrollReset: true })}
              size={size}
              kindOf={kindOf}
              date={date}
            />
          </Suspense>
        ) : (
          <aside
            aria-label={t(`${p}.info.heading`)}
            className="mt-stack hidden rounded-lg border border-line p-3 text-sm text-muted lg:mt-0 lg:block"
          >
            {t(`${p}.info.none`)}
          </aside>
        )}
      </div>
    </div>
  );
}
