import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Link, useLoaderData } from "@remix-run/react";
import { GetRoleDocument } from "#graphql/generated/operations";
import { buttonClass } from "~/components/ui/button";
import { LevelBadge } from "~/components/ui/level";
import { requireUserSession } from "~/lib/auth.server";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { useSignedInUser } from "./_app";
import { useHub } from "./_app.vhub.$id/route";
import { orProfile } from "./_app.vhub.$id/vhub.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/vhub/dashboard.ts")) };

export const meta = pageTitle("vhub");

/** /vhub/{id}: the role's dashboard (spec: dashboardVHub), read again whenever the role changes. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { getRole } = await orProfile(() => auth.call(GetRoleDocument, { id: params.id ?? "" }));
  return data({ role: getRole });
}

export default function VhubDashboard() {
  const { t, i18n } = useTranslation();
  const me = useSignedInUser();
  const { role } = useLoaderData<typeof loader>();
  const { company } = useHub();
  return (
    <div className="space-y-page">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="ui-page-title min-w-0 break-words" data-testid="hub-role">
          {role.name}
        </h1>
        <LevelBadge level={role.level} />
      </div>
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-page gap-y-stack rounded-xl border border-line bg-surface p-section">
        <dt className="text-subtle">{t("vhub.dashboard.company")}</dt>
        <dd className="break-words">{company.name}</dd>
        <dt className="text-subtle">{t("vhub.dashboard.holder")}</dt>
        <dd>
          {me.name} {me.surname}
          {role.userJoinedAt ? <span className="text-subtle"> · {formatDateTime(role.userJoinedAt, i18n.language, me.formatTime)}</span> : null}
        </dd>
        <dt className="text-subtle">{t("vhub.dashboard.subordinates")}</dt>
        <dd className="tabular-nums">{role.subordinateCount}</dd>
      </dl>
      <div className="flex flex-wrap gap-stack">
        <Link to={`/vhub/${role.id}/structure-company`} className={buttonClass("secondary")}>
          {t("vhub.nav.structure")}
        </Link>
        <Link to={`/vhub/${role.id}/leave`} className={buttonClass("danger")}>
          {t("vhub.dashboard.leave")}
        </Link>
      </div>
    </div>
  );
}
