import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useLoaderData, useParams } from "@remix-run/react";
import { CompanyOwnerCountDocument, ListCompanyOwnerCardsDocument } from "#graphql/generated/operations";
import { formatShare } from "#graphql/validation/company-limits";
import { ControlSection } from "~/components/control-center/section";
import { ownershipFigure } from "~/lib/charts.server";
import { getTranslator } from "~/lib/forms.server";
import { PeopleList, PeopleSearch, PersonCard, pagingLinks } from "~/components/control-center/people";
import { RouteDialogHost } from "~/components/route-dialog";
import { ApiError } from "~/lib/api.server";
import { requireSectionOn } from "~/routes/_app.vhub.$id/control-center.server";
import { formatDateTime } from "~/lib/format-date";
import { hubPath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { useSignedInUser } from "~/lib/signed-in";
import { PEOPLE_PAGE, cursorOf, pageOf, searchOf, sectionCompany } from "./_app.vhub.$id/people.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob("/app/locales/*/control/{people,ownersPage}.ts")),
};

export const meta = pageTitle("vhubControlCenter");

/**
 * The control center's owners (spec; issue 21): the current owners (largest share first) with
 * their count and the search, the former owners apart, each list a page at a time; each card opens the owner's profile
 * (owners/{ownerId}). The owners and the director read it (owners.read); an employee is told so.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const roleId = params.id ?? "";
  requireSectionOn(context, "owners", roleId);
  const { auth, companyId } = await sectionCompany(request, context, roleId);
  const search = searchOf(request);
  const after = cursorOf(request, "after");
  const formerAfter = cursorOf(request, "formerAfter");
  try {
    // A page of each list (keyset: the same cost with 5 or 5,000 owners) and the count, in one batch.
    const [current, former, count] = await Promise.all([
      auth.call(ListCompanyOwnerCardsDocument, { companyId, search, former: false, after, limit: PEOPLE_PAGE + 1 }),
      auth.call(ListCompanyOwnerCardsDocument, {
        companyId,
        search,
        former: true,
        after: formerAfter,
        limit: PEOPLE_PAGE + 1,
      }),
      auth.call(CompanyOwnerCountDocument, { id: companyId }),
    ]);
    const page = pageOf(current.listCompanyOwners, after);
    const total = count.getCompany.numberOfOwners;
    // Ownership as a picture (as on vHold's dashboard), from the first page of the current owners
    // (largest share first): those past it are one part together. Not while searching or paging.
    const shown = page.items.reduce((sum, owner) => sum + owner.share, 0);
    const { t, locale } = await getTranslator(request, context);
    const chart =
      search || after || !page.items.length
        ? null
        : ownershipFigure(
            page.items.map((owner) => ({ share: owner.share, person: owner.user })),
            {
              t,
              language: locale,
              total,
              headingId: "owners-chart-heading",
              unlisted: { count: total - page.items.length, share: 10000 - shown },
            },
          );
    return data({
      allowed: true as const,
      search,
      count: total,
      chart,
      current: page,
      former: pageOf(former.listCompanyOwners, formerAfter),
      now: Date.now(),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === "FORBIDDEN")
      return data({
        allowed: false as const,
        search,
        count: 0,
        chart: null,
        current: pageOf([], null),
        former: pageOf([], null),
        now: Date.now(),
      });
    throw error;
  }
}

export default function OwnersSection() {
  const { id = "" } = useParams();
  return (
    <RouteDialogHost parentPath={`${hubPath(id)}/control-center/owners`}>
      <Owners roleId={id} />
    </RouteDialogHost>
  );
}

function Owners({ roleId }: { roleId: string }) {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const { allowed, search, count, chart, current, former, now } = useLoaderData<typeof loader>();
  const base = `${hubPath(roleId)}/control-center/owners`;
  if (!allowed) {
    return (
      <ControlSection section="owners">
        <p className="text-muted">{t("control.ownersPage.forbidden")}</p>
      </ControlSection>
    );
  }
  return (
    <ControlSection section="owners">
      <p className="text-sm text-muted" data-testid="owners-count">
        {t("control.ownersPage.count", { count })}
      </p>
      {chart ? (
        // Drawn by the server, as on vHold's dashboard (0 KB of script).
        <section
          aria-labelledby="owners-chart-heading"
          className="space-y-3 rounded-xl border border-line bg-surface p-section"
          dangerouslySetInnerHTML={{ __html: chart }}
        />
      ) : null}
      <PeopleSearch id="owners-search" label={t("control.ownersPage.search")} search={search} />
      <PeopleList
        id="owners-current"
        heading={t("control.ownersPage.current")}
        count={search ? undefined : count}
        shown={current.items.length}
        empty={search ? t("control.people.noResults") : t("control.ownersPage.none")}
        paging={pagingLinks(base, search, "after", current, "owners-current")}
      >
        {current.items.map((owner) => (
          <PersonCard
            key={owner.id}
            person={owner.user}
            to={`${base}/${owner.id}`}
            detail={t("control.ownersPage.share", {
              share: t("control.ownersPage.percent", { share: formatShare(owner.share, i18n.language) }),
            })}
          />
        ))}
      </PeopleList>
      <PeopleList
        id="owners-former"
        heading={t("control.ownersPage.former")}
        shown={former.items.length}
        empty={search ? t("control.people.noResults") : t("control.ownersPage.noFormer")}
        paging={pagingLinks(base, search, "formerAfter", former, "owners-former")}
      >
        {former.items.map((owner) => (
          <PersonCard
            key={owner.id}
            person={owner.user}
            to={`${base}/${owner.id}`}
            detail={
              owner.leftAt
                ? t("control.ownersPage.leftAt", {
                    date: formatDateTime(owner.leftAt, i18n.language, me.formatTime, new Date(now)),
                  })
                : null
            }
          />
        ))}
      </PeopleList>
    </ControlSection>
  );
}
