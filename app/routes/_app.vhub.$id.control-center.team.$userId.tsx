import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useLoaderData, useParams } from "@remix-run/react";
import { GetCompanyUserDocument } from "#graphql/generated/operations";
import { formatPhoneOrNull } from "#graphql/phone.server";
import { UUID } from "#graphql/validation/uuid";
import { Facts, formatBirthday } from "~/components/control-center/people";
import { RouteDialog } from "~/components/route-dialog";
import { LevelBadge } from "~/components/ui/level";
import { UserAvatar } from "~/components/ui/user-avatar";
import { ApiError } from "~/lib/api.server";
import { requireSectionOn } from "~/routes/_app.vhub.$id/control-center.server";
import { formatDateTime } from "~/lib/format-date";
import { hubPath } from "~/lib/hub-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { personName } from "~/lib/person";
import { useSignedInUser } from "~/lib/signed-in";
import { sectionCompany } from "./_app.vhub.$id/people.server";

export const meta = pageTitle("vhubControlCenter");

/**
 * A person's profile in the team (spec: the profile dialog with phone, birthday and role
 * history): over the list with JavaScript, a page of its own without. The phone, e-mail and
 * birthday come as the person lets the caller see them. Someone who never held a role here goes
 * back to the list.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const roleId = params.id ?? "";
  requireSectionOn(context, "team", roleId);
  const team = `${hubPath(roleId)}/control-center/team`;
  const userId = params.userId ?? "";
  if (!UUID.test(userId)) throw redirect(team);
  const { auth, companyId } = await sectionCompany(request, context, roleId);
  try {
    const { getCompanyUser } = await auth.call(GetCompanyUserDocument, { companyId, userId });
    return data({
      person: { ...getCompanyUser, phoneDisplay: formatPhoneOrNull(getCompanyUser.phone) },
      now: Date.now(),
    });
  } catch (error) {
    // Not there, or not the caller's to read (the list says why): back to the list.
    if (error instanceof ApiError && (error.code === "USER_NOT_FOUND" || error.code === "FORBIDDEN"))
      throw redirect(team);
    throw error;
  }
}

export default function TeamProfile() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const { person, now } = useLoaderData<typeof loader>();
  const me = useSignedInUser();
  const name = personName(t, person);
  const when = (iso: string) => formatDateTime(iso, i18n.language, me.formatTime, new Date(now));
  return (
    <RouteDialog
      title={name}
      description={
        person.former
          ? t("control.teamPage.formerEmployee")
          : t("control.teamPage.rolesNow", { count: person.numberOfRoles })
      }
      back={{ to: `${hubPath(id)}/control-center/team`, label: t("control.teamPage.back") }}
    >
      <div className="flex items-center gap-3">
        <UserAvatar user={person} size="lg" />
        {person.deleted ? null : <p className="break-all text-muted">@{person.username}</p>}
      </div>
      <Facts
        rows={[
          [t("control.people.phone"), person.phoneDisplay],
          [t("control.people.email"), person.email],
          [t("control.people.birthday"), person.birthday ? formatBirthday(person.birthday, i18n.language) : null],
        ]}
      />
      <section aria-labelledby="role-history" className="space-y-2">
        <h2 id="role-history" className="font-semibold">
          {t("control.teamPage.history")}
        </h2>
        <ul className="space-y-2" data-testid="role-history">
          {person.userRoles.map((stay) => (
            <li key={stay.id} className="rounded-lg border border-line p-2 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {stay.name} <LevelBadge level={stay.level} />
              </p>
              <p className="text-muted">
                {stay.leftAt
                  ? t("control.teamPage.heldFromTo", { from: when(stay.joinedAt), to: when(stay.leftAt) })
                  : t("control.teamPage.heldSince", { from: when(stay.joinedAt) })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </RouteDialog>
  );
}
