import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useLoaderData, useParams } from "@remix-run/react";
import { GetOwnerProfileDocument, GetOwnerShareTransfersDocument } from "#graphql/generated/operations";
import { formatPhoneOrNull } from "#graphql/phone.server";
import { formatShare } from "#graphql/validation/company-limits";
import { UUID } from "#graphql/validation/uuid";
import { Facts, formatBirthday } from "~/components/control-center/people";
import { RouteDialog } from "~/components/route-dialog";
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
 * An owner's profile (spec: share, phone, birthday, the history of shares given and received):
 * over the owners' list with JavaScript, a page without. The history (accepted transfers, newest
 * first) is the owners' (shareTransfer.list): the director sees the rest and is told so. An owner
 * of another company, or none, goes back to the list.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const roleId = params.id ?? "";
  requireSectionOn(context, "owners", roleId);
  const list = `${hubPath(roleId)}/control-center/owners`;
  const id = params.ownerId ?? "";
  if (!UUID.test(id)) throw redirect(list);
  const { auth, companyId } = await sectionCompany(request, context, roleId);
  const refused = (error: unknown) =>
    error instanceof ApiError && ["FORBIDDEN", "OWNER_NOT_FOUND"].includes(error.code);
  const [owner, transfers] = await Promise.all([
    auth.call(GetOwnerProfileDocument, { id }).catch((error: unknown) => {
      if (refused(error)) throw redirect(list);
      throw error;
    }),
    auth.call(GetOwnerShareTransfersDocument, { id }).catch((error: unknown) => {
      if (refused(error)) return null;
      throw error;
    }),
  ]);
  if (owner.getOwner.companyId !== companyId) throw redirect(list);
  const found = owner.getOwner;
  return data({
    owner: { ...found, user: { ...found.user, phoneDisplay: formatPhoneOrNull(found.user.phone) } },
    transfers: transfers?.getOwner.shareTransfers ?? null,
    now: Date.now(),
  });
}

export default function OwnerProfile() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const { owner, transfers, now } = useLoaderData<typeof loader>();
  const me = useSignedInUser();
  const user = owner.user;
  const name = personName(t, user);
  const when = (iso: string) => formatDateTime(iso, i18n.language, me.formatTime, new Date(now));
  const share = (bp: number) => formatShare(bp, i18n.language);
  return (
    <RouteDialog
      title={name}
      description={
        owner.leftAt
          ? t("control.ownersPage.formerOwner")
          : t("control.ownersPage.joinedAt", { date: when(owner.joinedAt) })
      }
      back={{ to: `${hubPath(id)}/control-center/owners`, label: t("control.ownersPage.back") }}
    >
      <div className="flex items-center gap-3">
        <UserAvatar user={user} size="lg" />
        {user.deleted ? null : <p className="break-all text-muted">@{user.username}</p>}
      </div>
      <Facts
        rows={[
          [t("control.ownersPage.shareLabel"), t("control.ownersPage.percent", { share: share(owner.share) })],
          [t("control.people.phone"), user.phoneDisplay],
          [t("control.people.email"), user.email],
          [t("control.people.birthday"), user.birthday ? formatBirthday(user.birthday, i18n.language) : null],
        ]}
      />
      <section aria-labelledby="share-history" className="space-y-2">
        <h2 id="share-history" className="font-semibold">
          {t("control.ownersPage.history")}
        </h2>
        {transfers === null ? (
          <p className="text-sm text-muted">{t("control.ownersPage.historyOwnersOnly")}</p>
        ) : transfers.length ? (
          <ul className="space-y-2" data-testid="share-history">
            {transfers.map((transfer) => {
              const gave = transfer.fromUserId === owner.userId;
              const other = gave ? transfer.toUser : transfer.fromUser;
              const amount = t("control.ownersPage.percent", { share: share(transfer.share) });
              return (
                <li key={transfer.id} className="rounded-lg border border-line p-2 text-sm">
                  <p className="font-medium">
                    {gave
                      ? t("control.ownersPage.gave", { share: amount, name: personName(t, other) })
                      : t("control.ownersPage.received", { share: amount, name: personName(t, other) })}
                  </p>
                  <p className="text-muted">{when(transfer.resolvedAt ?? transfer.createdAt)}</p>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t("control.ownersPage.noHistory")}</p>
        )}
      </section>
    </RouteDialog>
  );
}
