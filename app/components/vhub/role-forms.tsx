import { Form } from "@remix-run/react";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/button";
import { formProps, useServerForm, type ServerFormResult } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";
import type { TreeRole } from "./structure-tree";

const LEVELS = [1, 2, 3, 4] as const;

/**
 * A role's name, level and managing role: the add form (no role yet) or the edit form (which also
 * moves the role: a new managing role). Plain POSTs (intent add-role, edit-role) that keep what
 * was typed when the server refuses it.
 */
export function RoleForm({
  role,
  roles,
  managers,
  result,
  nextSort,
  under,
}: {
  role?: TreeRole;
  roles: readonly TreeRole[];
  /** The roles that may be chosen as the managing role (live, and not the role itself or under it). */
  managers: readonly TreeRole[];
  result: ServerFormResult | null;
  nextSort: number;
  /** The add form's managing role to start with (the role chosen on the page), one level above the new one. */
  under?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useServerForm<{ name: string; level: string; parentRoleId: string }>(result, {
    defaultValue: role
      ? { name: role.name, level: String(role.level), parentRoleId: role.parentRoleId ?? "" }
      : {
          level: String(Math.min(4, (managers.find((manager) => manager.id === under)?.level ?? 1) + 1)),
          parentRoleId: under ?? managers[0]?.id ?? "",
        },
  });
  const intent = role ? "edit-role" : "add-role";
  const levelOptions = LEVELS.filter(
    (level) => level > 1 || role?.level === 1 || !roles.some((r) => r.level === 1 && !r.isArchived && !r.deletedAt),
  );
  return (
    <Form method="post" {...formProps(form)} className="space-y-stack" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {role ? <input type="hidden" name="roleId" value={role.id} /> : null}
      <input type="hidden" name="sortNumber" value={role ? role.sortNumber : nextSort} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.name} label={t("structure.name")} maxLength={100} required autoComplete="off" />
      <SelectField
        meta={fields.level}
        label={t("structure.level")}
        options={levelOptions.map((level) => ({ value: String(level), label: t("structure.levelOption", { level }) }))}
      />
      <SelectField
        meta={fields.parentRoleId}
        label={t("structure.manager")}
        options={[
          ...(role?.level === 1 ? [{ value: "", label: t("structure.noManager") }] : []),
          ...managers.map((manager) => ({
            value: manager.id,
            label: `${manager.name} · ${t("structure.levelOption", { level: manager.level })}`,
          })),
        ]}
      />
      <SubmitButton name="intent" value={intent}>
        {role ? t("structure.save") : t("structure.create")}
      </SubmitButton>
    </Form>
  );
}
