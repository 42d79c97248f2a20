import { Link } from "@remix-run/react";
import { formatShare } from "#graphql/validation/company-limits";
import type { ShareTransferFieldsFragment } from "#graphql/generated/operations";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { useSignedInUser } from "~/routes/_app";
import { routeDialogLinkProps } from "../route-dialog";
import { transferPath } from "~/lib/share-transfer-paths";

/** Transfers waiting for an answer, each with a link to its page (a dialog over the dashboard with JavaScript: accept, decline or cancel there). */
export function PendingTransfers({ transfers, direction }: { transfers: ShareTransferFieldsFragment[]; direction: "outgoing" | "incoming" }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-line">
      {transfers.map((transfer) => {
        const label =
          direction === "outgoing" ? t("vhold.dashboard.to", { name: personName(t, transfer.toUser) }) : t("vhold.dashboard.from", { name: personName(t, transfer.fromUser) });
        return (
          <li key={transfer.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {label} · <span className="font-medium tabular-nums">{t("vhold.share", { share: formatShare(transfer.share, i18n.language) })}</span>
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

/** Share operations: accepted transfers, newest first, each with its date. */
export function TransferHistory({ transfers }: { transfers: ShareTransferFieldsFragment[] }) {
  const { t, i18n } = useTranslation();
  const { formatTime } = useSignedInUser();
  return (
    <ol className="divide-y divide-line" data-testid="share-history">
      {transfers.map((transfer) => (
        <li key={transfer.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span>
            {t("vhold.dashboard.historyItem", { from: personName(t, transfer.fromUser), to: personName(t, transfer.toUser), share: formatShare(transfer.share, i18n.language) })}
          </span>
          <time dateTime={transfer.resolvedAt ?? transfer.createdAt} className="text-sm text-subtle">
            {formatDateTime(transfer.resolvedAt ?? transfer.createdAt, i18n.language, formatTime)}
          </time>
        </li>
      ))}
    </ol>
  );
}
