import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { buttonClass } from "~/components/ui/button";
import { RoleDetails, type RoleDetailsData } from "~/components/vhub/role-details";
import type { ServerFormResult } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";
import { subordinates, type DraftRole, type Snapshot } from "./draft";
import { RoleForm } from "./sidebars";

/**
 * The selected role's drawer beside the chart (a sheet on a phone): the same section the page
 * shows without JavaScript (RoleDetails), its structure from the draft (so that an edit shows at
 * once) and the rest (resources, link, invitations) read for the role from
 * structure-company/details when it is selected. In edit mode its fields are the draft's form.
 */
export function RoleDrawer({
  snapshot,
  role,
  saved,
  editing,
  manages,
  reachable,
  managerAllowed,
  detailsPath,
  roleHref,
  meId,
  formatTime,
  formResult,
  addFocus,
  onSelect,
  onClose,
  onEdit,
  onReorder,
  onArchive,
  onAdd,
  onRestore,
}: {
  snapshot: Snapshot;
  role: DraftRole;
  /** Whether the server has it (a role made in the draft has nothing to read yet). */
  saved: boolean;
  editing: boolean;
  manages: boolean;
  reachable: (roleId: string) => boolean;
  managerAllowed: (roleId: string) => boolean;
  detailsPath: string;
  roleHref: (roleId: string) => string;
  meId: string;
  formatTime: string;
  formResult?: (intent: string) => ServerFormResult | null;
  addFocus: number;
  onSelect: (roleId: string | null) => void;
  onClose: () => void;
  onEdit: (change: { name: string; level: number; parentRoleId: string | null }) => void;
  onReorder: (by: -1 | 1) => void;
  onArchive: () => void;
  onAdd: (role: { name: string; level: number }) => boolean;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  // One fetcher per role: choosing the next role before the last answer is read leaves that
  // answer to finish (fetchers persist) instead of aborting it. The invitation's search goes
  // through the same fetcher (its form), and a post's reload reads it again.
  const wanted = saved ? `${detailsPath}?role=${role.id}` : null;
  const details = useFetcher<RoleDetailsData>({ key: wanted ? `role-details:${role.id}` : undefined });
  const { load } = details;
  const asked = details.state !== "idle" || details.data !== undefined;
  useEffect(() => {
    if (wanted && !asked) load(wanted);
  }, [wanted, asked, load]);
  const manager = role.parentRoleId ? snapshot[role.parentRoleId] : undefined;
  const below = subordinates(snapshot, role.id);
  const changeable = reachable(role.id);
  const mayAdd = managerAllowed(role.id);
  return (
    <section aria-labelledby="structure-drawer-title" id="role-panel" tabIndex={-1} className="outline-none">
      <RoleDetails
        headingId="structure-drawer-title"
        extras={saved}
        role={role}
        manager={manager ? { id: manager.id, name: manager.name } : null}
        subordinates={below}
        details={details.data?.roleId === role.id ? details.data : undefined}
        manages={manages && saved}
        meId={meId}
        formatTime={formatTime}
        roleHref={roleHref}
        onSelect={onSelect}
        SearchForm={details.Form}
        searchAction={detailsPath}
        formResult={formResult}
        actions={!editing}
        header={
          <button type="button" className={buttonClass("secondary", "shrink-0 px-3 py-1 text-sm")} onClick={onClose}>
            {t("structureEditor.info.close")}
          </button>
        }
        edit={
          editing ? (
            role.isArchived ? (
              reachable(role.id) ? (
                <button type="button" className={buttonClass("secondary")} onClick={onRestore}>
                  {t("structureEditor.list.restore", { name: role.name })}
                </button>
              ) : null
            ) : changeable || mayAdd ? (
              <div className="border-t border-line pt-4">
                <RoleForm
                  snapshot={snapshot}
                  role={role}
                  changeable={changeable}
                  managerAllowed={managerAllowed}
                  onEdit={onEdit}
                  onReorder={onReorder}
                  onArchive={onArchive}
                  onAdd={onAdd}
                  addFocus={addFocus}
                />
              </div>
            ) : (
              <p className="text-sm text-muted" data-testid="structure-editor-outside">
                {t("structureEditor.info.outsideReach")}
              </p>
            )
          ) : null
        }
      />
    </section>
  );
}
