import { useId, useState } from "react";
import { ErrorList } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslation } from "~/lib/i18n-react";

export interface PickerRole {
  id: string;
  name: string;
  level: number;
}

/** The level filter's choices (spec: all, 2, 3, 4). */
const LEVELS = ["all", "2", "3", "4"] as const;

/**
 * Roles to choose from (spec: pickers with search and a level filter), as form fields: checkboxes
 * (several: executors, editors) or radios (one: a new owner) named `name`. The list is every
 * role the API would accept, so the form works without JavaScript; with it, a search by name and
 * the level filter narrow what is shown (what is ticked stays ticked, shown or not).
 */
export function RolePicker({
  name,
  legend,
  hint,
  roles,
  multiple = true,
  checked = [],
  errors,
}: {
  name: string;
  legend: string;
  hint?: string;
  roles: readonly PickerRole[];
  multiple?: boolean;
  checked?: readonly string[];
  errors?: string[] | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const [search, setSearch] = useState("");
  const [level, setLevel] = useState<(typeof LEVELS)[number]>("all");
  const needle = search.trim().toLocaleLowerCase();
  const shown = (role: PickerRole) =>
    (level === "all" || String(role.level) === level) && (!needle || role.name.toLocaleLowerCase().includes(needle));
  const visible = roles.filter(shown).length;
  const describedBy =
    [hint ? `${id}-hint` : null, errors?.length ? `${id}-errors` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-subtle">
          {hint}
        </p>
      ) : null}
      {!roles.length ? (
        <p className="text-sm text-muted">{t("instructions.picker.none")}</p>
      ) : (
        <>
          {hydrated && roles.length > 1 ? (
            <div className="flex flex-wrap gap-2">
              <div className="min-w-0 flex-1 space-y-1">
                <label htmlFor={`${id}-search`} className="block text-xs text-muted">
                  {t("instructions.picker.search")}
                </label>
                <input
                  id={`${id}-search`}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  className="ui-input"
                  autoComplete="off"
                />
              </div>
              <div className="space-y-1">
                <label htmlFor={`${id}-level`} className="block text-xs text-muted">
                  {t("instructions.picker.level")}
                </label>
                <select
                  id={`${id}-level`}
                  value={level}
                  onChange={(event) => setLevel(event.target.value as (typeof LEVELS)[number])}
                  className="ui-select"
                >
                  {LEVELS.map((value) => (
                    <option key={value} value={value}>
                      {value === "all"
                        ? t("instructions.picker.allLevels")
                        : t("instructions.picker.levelOf", { level: value })}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ) : null}
          <ul className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-line p-2">
            {roles.map((role) => (
              <li key={role.id} hidden={!shown(role)}>
                <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-surface-strong">
                  <input
                    type={multiple ? "checkbox" : "radio"}
                    name={name}
                    value={role.id}
                    defaultChecked={checked.includes(role.id)}
                    className="size-4 shrink-0"
                  />
                  <span className="min-w-0 break-words">{role.name}</span>
                  <span className="ml-auto shrink-0 text-xs text-muted">
                    {t("instructions.picker.levelOf", { level: role.level })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {hydrated && !visible ? (
            <p role="status" className="text-sm text-muted">
              {t("instructions.picker.noMatch")}
            </p>
          ) : null}
        </>
      )}
      <ErrorList id={`${id}-errors`} errors={errors} />
    </fieldset>
  );
}
