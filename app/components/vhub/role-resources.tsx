import type { GetRoleResourcesQuery } from "#graphql/generated/operations";
import { useTranslation } from "~/lib/i18n-react";

export type RoleResourceCounts = GetRoleResourcesQuery["getRole"]["resources"];

const NAMES = {
  TASKS: "vhub.nav.tasks",
  FILES: "vhub.nav.files",
  INSTRUCTIONS: "vhub.nav.instructions",
  RESULTS: "vhub.nav.results",
  CALENDAR: "vhub.nav.calendar",
  INVENTORY: "vhub.nav.inventory",
} as const;

/**
 * A role's resources in its information (spec: tasks, files, instructions, results, calendar,
 * inventory): each kind's count as its module counts it, or, honestly, that the module is in
 * development or switched off. `null`: the caller may not see them (not the role's holder, its
 * manager or the director).
 */
export function RoleResources({
  resources,
  headingLevel = 3,
}: {
  resources: RoleResourceCounts | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="role-resources-heading" className="space-y-2" data-testid="role-resources">
      <Heading id="role-resources-heading" className="text-sm font-semibold">
        {t("structure.resources.heading")}
      </Heading>
      {resources ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {resources.map((resource) => (
            <div key={resource.kind} className="contents">
              <dt>{t(NAMES[resource.kind])}</dt>
              <dd className={resource.state === "COUNTED" ? "font-medium" : "text-muted"}>
                {resource.state === "COUNTED"
                  ? resource.count
                  : resource.state === "OFF"
                    ? t("structure.resources.off")
                    : t("vhub.nav.inDevelopment")}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted">{t("structure.resources.hidden")}</p>
      )}
    </section>
  );
}
