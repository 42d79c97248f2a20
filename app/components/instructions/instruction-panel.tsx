import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";

export interface PanelRole {
  id: string;
  name: string;
  level: number;
}

/** One of the panel's role lists: the roles by name and level, or that there is nobody yet. */
function Roles({ roles }: { roles: readonly PanelRole[] }) {
  const { t } = useTranslation();
  if (!roles.length) return <p className="text-sm text-muted">{t("instructions.panel.nobody")}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {roles.map((role) => (
        <li key={role.id} className="break-words">
          {t("instructions.roleLevel", { name: role.name, level: role.level })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The instruction's side panel (spec: owner, executors, editors, files): who it belongs to, who
 * carries it out and who may change it, when it last changed, and what the page offers to do
 * (`children`: the actions, or the pickers of a new instruction).
 */
export function InstructionPanel({
  owner,
  executors,
  editors,
  changed,
  children,
}: {
  owner: PanelRole;
  executors?: readonly PanelRole[];
  editors?: readonly PanelRole[];
  changed?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("instructions.panel.label")} className="space-y-4 rounded-xl border border-line bg-surface p-4">
      <dl className="space-y-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t("instructions.panel.owner")}</dt>
          <dd className="text-sm break-words">{t("instructions.roleLevel", { name: owner.name, level: owner.level })}</dd>
        </div>
        {executors ? (
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t("instructions.panel.executors")}</dt>
            <dd>
              <Roles roles={executors} />
            </dd>
          </div>
        ) : null}
        {editors ? (
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t("instructions.panel.editors")}</dt>
            <dd>
              <Roles roles={editors} />
            </dd>
          </div>
        ) : null}
        {changed ? (
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">{t("instructions.panel.changed")}</dt>
            <dd className="text-sm">{changed}</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </aside>
  );
}
