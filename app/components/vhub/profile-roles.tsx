import { Form, Link } from "@remix-run/react";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { useSignedInRoles } from "~/lib/signed-in";

interface RoleInvitation {
  id: string;
  level: number;
  status: string;
  viaLink: boolean;
  company: { name: string };
  sender: { name: string; surname: string };
  role?: { id: string; name: string; level: number } | null;
}

/**
 * Invitations to roles of levels 2 to 4 on the profile (spec: /profile lists the person's
 * invitations): accept in one step (the company then assigns the candidate), decline after a
 * question (/profile/invitations/{id}/decline, a dialog with JavaScript, a page without).
 */
export function RoleInvitations({ invitations }: { invitations: readonly RoleInvitation[] }) {
  const { t } = useTranslation();
  if (!invitations.length) return null;
  return (
    <section aria-labelledby="role-invitations-heading" className="space-y-stack">
      <h2 id="role-invitations-heading" className="ui-section-title">
        {t("hubProfile.invitations")}
      </h2>
      <ul className="max-w-xl space-y-stack" data-testid="role-invitations">
        {invitations.map((invitation) => {
          const role = invitation.role?.name ?? "";
          const about = { from: personName(t, invitation.sender), role, company: invitation.company.name };
          return (
            <li key={invitation.id} className="space-y-2 rounded-lg border border-info-line bg-surface p-3">
              <p className="flex flex-wrap items-center gap-2">
                <span>
                  {invitation.viaLink ? t("hubProfile.invitationByLink", about) : t("hubProfile.invitation", about)}
                </span>
                <span className="text-sm text-subtle">{t("app.role.level", { level: invitation.level })}</span>
              </p>
              {invitation.status === "ACCEPTED" ? (
                <p className="text-sm font-medium">{t("hubProfile.candidate")}</p>
              ) : (
                <Form method="post" className="flex flex-wrap gap-stack">
                  <input type="hidden" name="intent" value="invitation" />
                  <input type="hidden" name="id" value={invitation.id} />
                  <input type="hidden" name="level" value={invitation.level} />
                  <SubmitButton name="status" value="ACCEPTED" aria-label={`${t("hubProfile.accept")}: ${role}`}>
                    {t("hubProfile.accept")}
                  </SubmitButton>
                  <Link
                    to={`/profile/invitations/${invitation.id}/decline`}
                    className={buttonClass("secondary")}
                    aria-label={`${t("hubProfile.decline")}: ${role}`}
                    {...routeDialogLinkProps}
                  >
                    {t("hubProfile.decline")}
                  </Link>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The person's roles in every company (spec: /profile lists the roles), each opening its hub. */
export function MyRoles() {
  const { t } = useTranslation();
  const roles = useSignedInRoles();
  return (
    <section aria-labelledby="my-roles-heading" className="space-y-section">
      <h2 id="my-roles-heading" className="ui-section-title">
        {t("hubProfile.roles")}
      </h2>
      {roles.length ? (
        <ul className="grid max-w-3xl gap-stack sm:grid-cols-2" data-testid="my-roles">
          {roles.map((role) => (
            <li key={role.id}>
              <Link to={`/vhub/${role.id}`} className="ui-card-link">
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium">{role.name}</span>{" "}
                  <span className="text-subtle">· {role.company.name}</span>
                </span>
                <span className="shrink-0 text-sm text-subtle">{t("app.role.level", { level: role.level })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t("hubProfile.noRoles")}</p>
      )}
    </section>
  );
}
