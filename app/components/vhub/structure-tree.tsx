import { useNavigate } from "@remix-run/react";
import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { LevelBadge } from "~/components/ui/level";
import { useTranslation } from "~/lib/i18n-react";
import { OrgNodeBody } from "./org-node";

export interface TreeRole {
  id: string;
  name: string;
  level: number;
  parentRoleId: string | null;
  sortNumber: number;
  isArchived: boolean;
  deletedAt?: string | null;
  /** Its live subordinates, counted by the server: more than the list holds means a branch not opened. */
  subordinateCount?: number;
  user?: { id: string; name: string; surname: string; deleted?: boolean | null; avatar?: string | null } | null;
  /** Its open invitations, for those who manage it. */
  openInvitationCount?: number;
}

/** Live roles by their managing role (null: the top), each list by sort number, then name. */
export function childrenByManager<T extends TreeRole>(roles: readonly T[]): Map<string | null, T[]> {
  const live = roles.filter((role) => !role.isArchived && !role.deletedAt);
  const ids = new Set(live.map((role) => role.id));
  const byManager = new Map<string | null, T[]>();
  for (const role of live) {
    // A role whose manager is gone from the live tree still shows, at the top.
    const key = role.parentRoleId && ids.has(role.parentRoleId) ? role.parentRoleId : null;
    const list = byManager.get(key);
    if (list) list.push(role);
    else byManager.set(key, [role]);
  }
  for (const list of byManager.values())
    list.sort((a, b) => a.level - b.level || a.sortNumber - b.sortNumber || a.name.localeCompare(b.name));
  return byManager;
}

/**
 * The structure as nested lists (spec: without JavaScript, the same structure as an accessible
 * nested list): each role names itself, its level and its executor, and lists the roles it
 * manages under it; a screen reader says each list's depth. Each role is a link that opens its
 * panel (?role=) and its branch: a big company's page lists levels 1 to 3 and the branches in
 * view, and a role whose subordinates it did not read says how many are below (its link
 * aria-expanded="false").
 *
 * Once JavaScript runs, the same markup becomes an ARIA tree (role tree, group, treeitem with its
 * level, place among its peers and whether it is open), with the keyboard a tree promises: one
 * role in the tab order, the arrows to walk it, Right to open a closed branch. Without
 * JavaScript it stays a list of links: a tree's roles tell a screen reader to hand the arrow keys
 * to the page, and nothing would move them (docs/decisions/0022, "The tree for screen readers").
 *
 * A company may have a thousand roles, so a node is plain markup: one class for its look
 * (.ui-tree-node), a plain link, and one click handler on the whole tree that keeps the app's
 * own navigation (no reload, the scroll kept) where JavaScript runs.
 */
export function StructureTree({
  roles,
  selectedId,
  hrefOf,
}: {
  roles: readonly TreeRole[];
  selectedId: string | null;
  hrefOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useHydrated();
  const [active, setActive] = useState<string | null>(null);
  const byManager = childrenByManager(roles);
  const vacant = t("structure.vacant");
  const holderPrefix = t("structure.holder", { name: "" });
  const seen = new Set<string>();
  // The role in the tab order: the one last moved to, else the one in view, else the first.
  const ids = new Set(roles.map((role) => role.id));
  const focusable =
    (active && ids.has(active) ? active : null) ??
    (selectedId && ids.has(selectedId) ? selectedId : null) ??
    byManager.get(null)?.[0]?.id ??
    null;
  const list = (manager: string | null, depth: number): JSX.Element | null => {
    const items = (byManager.get(manager) ?? []).filter((role) => !seen.has(role.id));
    if (!items.length) return null;
    for (const role of items) seen.add(role.id);
    return (
      <ul
        className="ui-tree"
        role={tree ? (depth ? "group" : "tree") : undefined}
        aria-label={depth ? undefined : t("structure.tree")}
        aria-describedby={depth ? undefined : "structure-tree-hint"}
        data-testid={depth ? undefined : "structure-tree"}
      >
        {items.map((role, index) => {
          const below = list(role.id, depth + 1);
          // Subordinates the page did not read (level 4 outside the branches in view): the role's link opens its branch.
          const hidden = (role.subordinateCount ?? 0) - (byManager.get(role.id)?.length ?? 0);
          const current = role.id === selectedId ? "true" : undefined;
          return (
            <li key={role.id} data-role-id={role.id} role={tree ? "none" : undefined}>
              <div className="ui-org-node" data-level={role.level} data-current={current}>
                <OrgNodeBody
                  role={{
                    name: role.name,
                    level: role.level,
                    holder: role.user ? { ...role.user, name: role.user.name, surname: role.user.surname } : null,
                    openInvitations: role.openInvitationCount,
                  }}
                  vacant={vacant}
                  holderPrefix={holderPrefix}
                  holderId={`role-holder-${role.id}`}
                  invitationsLabel={
                    role.openInvitationCount
                      ? t("structure.openInvitations", { count: role.openInvitationCount })
                      : undefined
                  }
                  name={
                    <a
                      href={hrefOf(role.id)}
                      aria-current={current}
                      aria-expanded={hidden > 0 ? false : below ? true : undefined}
                      aria-describedby={`role-holder-${role.id} role-about-${role.id}`}
                      {...(tree
                        ? {
                            role: "treeitem",
                            "aria-level": depth + 1,
                            "aria-setsize": items.length,
                            "aria-posinset": index + 1,
                            tabIndex: role.id === focusable ? 0 : -1,
                          }
                        : {})}
                    >
                      {role.name}
                    </a>
                  }
                  extra={
                    <span id={`role-about-${role.id}`} className="ui-org-extra">
                      <LevelBadge level={role.level} />
                      {hidden > 0 ? <span>{t("structure.more", { count: hidden })}</span> : null}
                    </span>
                  }
                />
              </div>
              {below}
            </li>
          );
        })}
      </ul>
    );
  };
  // A plain click on a role's link opens its panel as <Link preventScrollReset> would.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest("a[href]");
    if (!link || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    navigate(link.getAttribute("href")!, { preventScrollReset: true });
  };
  // The tree's keys (WAI-ARIA's tree view pattern): Up and Down to the role shown above or below,
  // Left to its manager, Right into an open branch (or opens a closed one), Home and End.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!tree || event.altKey || event.ctrlKey || event.metaKey) return;
    const item = (event.target as Element).closest<HTMLElement>('[role="treeitem"]');
    if (!item || !event.currentTarget.contains(item)) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]')];
    const at = items.indexOf(item);
    const li = item.closest("li");
    let next: HTMLElement | null | undefined;
    switch (event.key) {
      case "ArrowDown":
        next = items[at + 1];
        break;
      case "ArrowUp":
        next = items[at - 1];
        break;
      case "Home":
        next = items[0];
        break;
      case "End":
        next = items[items.length - 1];
        break;
      case "ArrowLeft":
        next = li?.parentElement?.closest("li")?.querySelector<HTMLElement>(':scope > div [role="treeitem"]');
        break;
      case "ArrowRight":
        if (item.getAttribute("aria-expanded") === "false") {
          event.preventDefault();
          navigate(item.getAttribute("href")!, { preventScrollReset: true });
          return;
        }
        next =
          item.getAttribute("aria-expanded") === "true"
            ? li?.querySelector<HTMLElement>(':scope > ul [role="treeitem"]')
            : null;
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!next) return;
    setActive(next.closest("li")?.dataset.roleId ?? null);
    next.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the links inside are what one uses (Enter on a link is a click); the keys are the tree's
    <div onClick={onClick} onKeyDown={onKeyDown}>
      <p id="structure-tree-hint" className="sr-only">
        {t("structure.treeHint")}
      </p>
      {list(null, 0)}
    </div>
  );
}
