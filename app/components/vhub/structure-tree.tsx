import { Link } from "@remix-run/react";
import { LevelBadge } from "~/components/ui/level";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";

export interface TreeRole {
  id: string;
  name: string;
  level: number;
  parentRoleId: string | null;
  sortNumber: number;
  isArchived: boolean;
  deletedAt?: string | null;
  user?: { id: string; name: string; surname: string; username: string } | null;
}

/** Live roles by their managing role (null: the top), each list by sort number, then name. */
export function childrenByManager<T extends TreeRole>(roles: readonly T[]): Map<string | null, T[]> {
  const live = roles.filter((role) => !role.isArchived && !role.deletedAt);
  const ids = new Set(live.map((role) => role.id));
  const byManager = new Map<string | null, T[]>();
  for (const role of live) {
    // A role whose manager is gone from the live tree still shows, at the top.
    const key = role.parentRoleId && ids.has(role.parentRoleId) ? role.parentRoleId : null;
    byManager.set(key, [...(byManager.get(key) ?? []), role]);
  }
  for (const list of byManager.values()) list.sort((a, b) => a.level - b.level || a.sortNumber - b.sortNumber || a.name.localeCompare(b.name));
  return byManager;
}

/**
 * The structure as nested lists (spec: without JavaScript, the same structure as an accessible
 * nested list): each role names itself, its level and its executor, and lists the roles it
 * manages under it; a screen reader says each list's depth. Each role is a link that opens its
 * panel (?role=).
 */
export function StructureTree({ roles, selectedId, hrefOf }: { roles: readonly TreeRole[]; selectedId: string | null; hrefOf: (id: string) => string }) {
  const { t } = useTranslation();
  const byManager = childrenByManager(roles);
  const seen = new Set<string>();
  const list = (manager: string | null, depth: number): JSX.Element | null => {
    const items = (byManager.get(manager) ?? []).filter((role) => !seen.has(role.id));
    if (!items.length) return null;
    for (const role of items) seen.add(role.id);
    return (
      <ul
        className={depth ? "mt-2 space-y-2 border-l border-line pl-4" : "space-y-2"}
        aria-label={depth ? undefined : t("vhub.structure.tree")}
        aria-describedby={depth ? undefined : "structure-tree-hint"}
        data-testid={depth ? undefined : "structure-tree"}
      >
        {items.map((role) => (
          <li key={role.id} data-role-id={role.id} data-level={role.level}>
            <div className={`flex flex-wrap items-center gap-2 rounded-lg border p-2 ${role.id === selectedId ? "border-link bg-selected" : "border-line bg-surface"}`}>
              <Link to={hrefOf(role.id)} className="font-medium ui-link underline" aria-current={role.id === selectedId ? "true" : undefined} preventScrollReset>
                {role.name}
              </Link>
              <LevelBadge level={role.level} />
              <span className="text-sm text-muted">{role.user ? t("vhub.structure.holder", { name: personName(t, role.user) }) : t("vhub.structure.vacant")}</span>
            </div>
            {list(role.id, depth + 1)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div>
      <p id="structure-tree-hint" className="sr-only">
        {t("vhub.structure.treeHint")}
      </p>
      {list(null, 0)}
    </div>
  );
}
