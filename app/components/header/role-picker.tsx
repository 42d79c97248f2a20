import { Link, useLocation } from "@remix-run/react";
import { LevelBadge } from "~/components/ui/level";
import { rolePath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";

export interface RoleOption {
  id: string;
  name: string;
  level: number;
  company: { id: string; name: string };
}

/**
 * The role picker (spec: header): the role in view and the person's other roles, each a link to
 * the same screen in that role where it has one (hub-paths.ts). A disclosure, so it opens with
 * JavaScript or without; a new page closes it.
 */
export function RolePicker({
  roles,
  currentId,
  idPrefix,
}: {
  roles: readonly RoleOption[];
  currentId: string | null;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = roles.find((role) => role.id === currentId) ?? null;
  if (!roles.length) return null;
  return (
    <details key={location.pathname} className="relative px-3 lg:px-0" data-testid={`${idPrefix}-role-picker`}>
      <summary className="flex min-h-10 cursor-pointer list-none items-center rounded-md border border-line-strong px-3 py-1 text-sm hover:bg-surface-muted">
        <span className="max-w-56 truncate">
          {current
            ? t("vhub.picker.current", { role: current.name, company: current.company.name })
            : t("vhub.picker.choose")}
        </span>
      </summary>
      <div className="z-50 mt-1 w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-md border border-line bg-surface p-2 shadow-lg lg:absolute">
        <h2
          id={`${idPrefix}-roles-heading`}
          className="px-2 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase"
        >
          {t("vhub.picker.heading")}
        </h2>
        <ul aria-labelledby={`${idPrefix}-roles-heading`} className="space-y-1">
          {roles.map((role) => (
            <li key={role.id}>
              <Link
                to={rolePath(location.pathname, role.id)}
                aria-current={role.id === currentId ? "true" : undefined}
                className={`flex min-h-10 items-center gap-2 rounded-md px-2 py-1 text-sm ${role.id === currentId ? "bg-selected text-selected-fg" : "hover:bg-surface-muted"}`}
              >
                <span className="min-w-0 flex-1 break-words">
                  {role.name} <span className="text-subtle">· {role.company.name}</span>
                </span>
                <LevelBadge level={role.level} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
