import { Link } from "@remix-run/react";
import { formatShare } from "#graphql/validation/company-limits";
import type { ShareTransferFieldsFragment } from "#graphql/generated/operations";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { UserAvatar } from "~/components/ui/user-avatar";
import { useSignedInUser } from "~/lib/signed-in";
import { routeDialogLinkProps } from "../route-dialog";
import { transferPath } from "~/lib/share-transfer-paths";

/** Transfers waiting for an answer, each with a link to its page (a dialog over the dashboard with JavaScript: accept, decline or cancel there). */
export function PendingTransfers({
  transfers,
  direction,
}: {
  transfers: ShareTransferFieldsFragment[];
  direction: "outgoing" | "incoming";
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-line">
      {transfers.map((transfer) => {
        const label =
          direction === "outgoing"
            ? t("vhold.dashboard.to", { name: personName(t, transfer.toUser) })
            : t("vhold.dashboard.from", { name: personName(t, transfer.fromUser) });
        return (
          <li key={transfer.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {label} ·{" "}
              <span className="font-medium tabular-nums">
                {t("vhold.share", { share: formatShare(transfer.share, i18n.language) })}
              </span>
            </span>
            <Link
              to={transferPath("company", transfer)}
              {...routeDialogLinkProps}
              aria-label={`${t("vhold.dashboard.open")}: ${label}`}
              className="text-sm ui-link"
            >
              {t("vhold.dashboard.open")}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Share operations as a timeline (Carta/Pulley: every change to ownership is on a timeline):
 * accepted transfers, newest first, each a point on the line with the two people's faces, who gave
 * how much to whom, and when.
 */
export function TransferHistory({ transfers }: { transfers: ShareTransferFieldsFragment[] }) {
  const { t, i18n } = useTranslation();
  const { formatTime } = useSignedInUser();
  return (
    <ol className="ml-2 border-l-2 border-line" data-testid="share-history">
      {transfers.map((transfer) => {
        const at = transfer.resolvedAt ?? transfer.createdAt;
        return (
          <li key={transfer.id} className="relative flex items-start gap-3 py-2.5 pl-5">
            <span
              aria-hidden="true"
              className="absolute top-5 -left-[7px] size-3 rounded-full border-2 border-surface bg-primary"
            />
            <span aria-hidden="true" className="flex shrink-0 -space-x-2 pt-0.5">
              <UserAvatar user={transfer.fromUser} />
              <UserAvatar user={transfer.toUser} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block break-words">
                {t("vhold.dashboard.historyItem", {
                  from: personName(t, transfer.fromUser),
                  to: personName(t, transfer.toUser),
                  share: formatShare(transfer.share, i18n.language),
                })}
              </span>
              <time dateTime={at} className="text-sm text-subtle">
                {formatDateTime(at, i18n.language, formatTime)}
              </time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
