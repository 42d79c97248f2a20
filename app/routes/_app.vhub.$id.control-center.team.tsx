import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useLoaderData, useParams } from "@remix-run/react";
import { CompanyEmployeeCountDocument, ListCompanyUsersDocument } from "#graphql/generated/operations";
import { ControlSection } from "~/components/control-center/section";
import { PeopleList, PeopleSearch, PersonCard, pagingLinks } from "~/components/control-center/people";
import { RouteDialogHost } from "~/components/route-dialog";
import { LevelBadge } from "~/components/ui/level";
import { ApiError } from "~/lib/api.server";
import { requireSectionOn } from "~/routes/_app.vhub.$id/control-center.server";
import { hubPath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { PEOPLE_PAGE, cursorOf, pageOf, searchOf, sectionCompany } from "./_app.vhub.$id/people.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/control/{people,teamPage}.ts")) };

export const meta = pageTitle("vhubControlCenter");

/**
 * The control center's employees (spec; issue 21): the people holding a role of the company now,
 * with their count and the search, and the former employees apart, each list a page at a time
 * (Next page / Back to the first page, as vHold's share operations); each card opens the person's
 * profile (team/{userId}: a dialog with JavaScript, a page without). The owners, the director
 * and a role granted the Team module read it (team.read); the hub's own Team item leads here.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const roleId = params.id ?? "";
  requireSectionOn(context, "team", roleId);
  const { auth, companyId } = await sectionCompany(request, context, roleId);
  const search = searchOf(request);
  const after = cursorOf(request, "after");
  const formerAfter = cursorOf(request, "formerAfter");
  try {
    // A page of each list (keyset: the same cost with 5 or 5,000 people) and the count, in one batch.
    const [current, former, count] = await Promise.all([
      auth.call(ListCompanyUsersDocument, { companyId, search, former: false, after, limit: PEOPLE_PAGE + 1 }),
      auth.call(ListCompanyUsersDocument, {
        companyId,
        search,
        former: true,
        after: formerAfter,
        limit: PEOPLE_PAGE + 1,
      }),
      auth.call(CompanyEmployeeCountDocument, { id: companyId }),
    ]);
    return data({
      allowed: true as const,
      search,
      count: count.getCompany.numberOfEmployees,
      current: pageOf(current.listCompanyUsers, after),
      former: pageOf(former.listCompanyUsers, formerAfter),
    });
  } catch (error) {
    // A role the Team module is not granted to (decision 0026): told so, as the owners' section does.
    if (error instanceof ApiError && error.code === "FORBIDDEN")
      return data({ allowed: false as const, search, count: 0, current: pageOf([], null), former: pageOf([], null) });
    throw error;
  }
}

export default function TeamSection() {
  const { id = "" } = useParams();
  return (
    <RouteDialogHost parentPath={`${hubPath(id)}/control-center/team`}>
      <Team roleId={id} />
    </RouteDialogHost>
  );
}

function Team({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const { allowed, search, count, current, former } = useLoaderData<typeof loader>();
  const base = `${hubPath(roleId)}/control-center/team`;
  if (!allowed) {
    return (
      <ControlSection section="team">
        <p className="text-muted">{t("control.teamPage.forbidden")}</p>
      </ControlSection>
    );
  }
  const live = (person: (typeof current.items)[number]) => person.userRoles.filter((stay) => !stay.leftAt);
  return (
    <ControlSection section="team">
      <p className="text-sm text-muted" data-testid="team-count">
        {t("control.teamPage.count", { count })}
      </p>
      <PeopleSearch id="team-search" label={t("control.teamPage.search")} search={search} />
      <PeopleList
        id="team-current"
        heading={t("control.teamPage.current")}
        count={search ? undefined : count}
        shown={current.items.length}
        empty={search ? t("control.people.noResults") : t("control.teamPage.none")}
        paging={pagingLinks(base, search, "after", current, "team-current")}
      >
        {current.items.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            to={`${base}/${person.id}`}
            level={Math.min(...live(person).map((stay) => stay.level))}
            detail={
              <span className="flex flex-wrap items-center gap-1">
                {live(person).map((stay) => (
                  <span key={stay.id} className="inline-flex items-center gap-1">
                    {stay.name} <LevelBadge level={stay.level} />
                  </span>
                ))}
              </span>
            }
          />
        ))}
      </PeopleList>
      <PeopleList
        id="team-former"
        heading={t("control.teamPage.former")}
        shown={former.items.length}
        empty={search ? t("control.people.noResults") : t("control.teamPage.noFormer")}
        paging={pagingLinks(base, search, "formerAfter", former, "team-former")}
      >
        {former.items.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            to={`${base}/${person.id}`}
            detail={t("control.teamPage.formerRoles", { count: person.userRoles.length })}
          />
        ))}
      </PeopleList>
    </ControlSection>
  );
}
