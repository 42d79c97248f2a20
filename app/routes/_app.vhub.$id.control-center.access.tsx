import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData, useParams } from "@remix-run/react";
import { ListRoleModuleAccessDocument } from "#graphql/generated/operations";
import { ControlSection } from "~/components/control-center/section";
import { PeopleSearch } from "~/components/control-center/people";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { LevelBadge } from "~/components/ui/level";
import { ApiError } from "~/lib/api.server";
import { requireSectionOn } from "~/routes/_app.vhub.$id/control-center.server";
import { hubPath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { personName } from "~/lib/person";
import { useHub } from "./_app.vhub.$id/route";
import { searchOf, sectionCompany } from "./_app.vhub.$id/people.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob("/app/locales/*/control/{people,accessPage}.ts")),
};

export const meta = pageTitle("vhubControlCenter");

const LEVELS = ["all", "2", "3", "4"] as const;

/**
 * The control center's access (spec; issue 21; behind FEATURE_ACCESS): the company's roles of
 * levels 2 to 4 with their executor and number of accesses, the filter all / 2 / 3 / 4 (?level=)
 * and the search (?q=); a role's name opens its modules (access/{roleId}), where access is granted
 * and revoked. The director and the owners read it; anyone else is told who does.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const roleId = params.id ?? "";
  requireSectionOn(context, "access", roleId);
  const { auth, companyId } = await sectionCompany(request, context, roleId);
  const search = searchOf(request);
  const raw = new URL(request.url).searchParams.get("level");
  const level = raw === "2" || raw === "3" || raw === "4" ? raw : "all";
  try {
    const { listRoleModuleAccess } = await auth.call(ListRoleModuleAccessDocument, {
      companyId,
      search,
      level: level === "all" ? null : Number(level),
    });
    return data({ allowed: true, search, level, rows: listRoleModuleAccess });
  } catch (error) {
    if (error instanceof ApiError && error.code === "FORBIDDEN")
      return data({ allowed: false, search, level, rows: [] });
    throw error;
  }
}

export default function AccessSection() {
  const { id = "" } = useParams();
  return (
    <RouteDialogHost parentPath={`${hubPath(id)}/control-center/access`}>
      <Access roleId={id} />
    </RouteDialogHost>
  );
}

function Access({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const { company } = useHub();
  const { allowed, search, level, rows } = useLoaderData<typeof loader>();
  const base = `${hubPath(roleId)}/control-center/access`;
  const p = "control.accessPage";
  if (!allowed) {
    return (
      <ControlSection section="access">
        <p className="text-muted">{t(`${p}.readOnly`)}</p>
      </ControlSection>
    );
  }
  const filterHref = (value: (typeof LEVELS)[number]) => {
    const query = new URLSearchParams();
    if (value !== "all") query.set("level", value);
    if (search) query.set("q", search);
    const text = query.toString();
    return text ? `?${text}` : ".";
  };
  return (
    <ControlSection section="access">
      <p className="text-sm text-muted">{t(`${p}.intro`)}</p>
      {company.stopedAt ? (
        <p role="status" className="rounded-lg border border-warning-line bg-warning-soft p-3 text-sm">
          {t(`${p}.suspended`)}
        </p>
      ) : !company.hasDirector ? (
        <p role="status" className="rounded-lg border border-warning-line bg-warning-soft p-3 text-sm">
          {t(`${p}.noDirector`)}
        </p>
      ) : null}
      <PeopleSearch id="access-search" label={t(`${p}.search`)} search={search} />
      <nav aria-label={t(`${p}.level`)}>
        <ul className="flex flex-wrap gap-1">
          {LEVELS.map((value) => (
            <li key={value}>
              <Link
                to={filterHref(value)}
                aria-current={level === value ? "page" : undefined}
                className={`flex min-h-10 items-center rounded-md border border-line px-3 text-sm ${level === value ? "bg-selected font-medium text-selected-fg" : "hover:bg-surface-muted"}`}
                preventScrollReset
              >
                {value === "all" ? t(`${p}.all`) : t("app.role.level", { level: Number(value) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length ? (
        <table className="w-full text-left text-sm" data-testid="access-table">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t(`${p}.role`)}
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                {t(`${p}.executor`)}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t(`${p}.count`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ role, count }) => (
              <tr key={role.id} className="border-b border-line last:border-0">
                <td className="py-2 pr-2 align-top">
                  <span className="flex flex-wrap items-center gap-1">
                    <Link
                      to={`${base}/${role.id}`}
                      className="font-medium break-words ui-link underline"
                      preventScrollReset
                      {...routeDialogLinkProps}
                    >
                      {role.name}
                    </Link>
                    <LevelBadge level={role.level} />
                  </span>
                </td>
                <td className="py-2 pr-2 align-top break-words">
                  {role.user ? personName(t, role.user) : <span className="text-subtle">{t(`${p}.vacant`)}</span>}
                </td>
                <td className="py-2 text-right align-top tabular-nums">{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted">{t(`${p}.none`)}</p>
      )}
    </ControlSection>
  );
}
