import { Form, Link } from "@remix-run/react";
import type { GetShareTransferQuery } from "#graphql/generated/operations";
import { formatShare } from "#graphql/validation/company-limits";
import { RouteDialog, routeDialogLinkProps } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { formProps, useServerForm, type ServerFormResult } from "~/lib/form";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import {
  ANSWER_STEPS,
  transferParent,
  transferPath,
  type Answer,
  type TransferPlace,
} from "~/lib/share-transfer-paths";
import { dynamicKey } from "~/lib/translate";
import { useSignedInUser } from "~/lib/signed-in";

/** A share transfer's page and its questions, in either of its places (lib/share-transfer-paths.ts). */

type ShareTransfer = GetShareTransferQuery["getShareTransfer"];

/** The transfer: who offers how much of what to whom, how it stands; Accept and the way to Decline or Cancel while it waits. */
export function ShareTransferView({
  transfer,
  place,
  lastResult,
}: {
  transfer: ShareTransfer;
  place: TransferPlace;
  lastResult: ServerFormResult | undefined;
}) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const [form] = useServerForm(lastResult);
  const date = (iso: string) => formatDateTime(iso, i18n.language, user.formatTime);
  const pending = transfer.status === "PENDING";
  const isRecipient = transfer.toUserId === user.id;
  const isSender = transfer.fromUserId === user.id;
  const row = "grid grid-cols-[7rem_1fr] gap-2";
  const path = transferPath(place, transfer);
  return (
    <RouteDialog
      title={t("vhold.shareTransfer.heading")}
      description={transfer.company.name}
      back={{ to: transferParent(place, transfer), label: t("vhold.shareTransfer.back") }}
    >
      <dl className="space-y-2">
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.from")}</dt>
          <dd className="min-w-0 break-words">
            {personName(t, transfer.fromUser)}{" "}
            {transfer.fromUser.deleted ? null : (
              <span className="text-sm text-subtle">@{transfer.fromUser.username}</span>
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.to")}</dt>
          <dd className="min-w-0 break-words">
            {personName(t, transfer.toUser)}{" "}
            {transfer.toUser.deleted ? null : <span className="text-sm text-subtle">@{transfer.toUser.username}</span>}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.share")}</dt>
          <dd className="font-medium tabular-nums">
            {t("vhold.share", { share: formatShare(transfer.share, i18n.language) })}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.status")}</dt>
          <dd data-testid="transfer-status">{t(dynamicKey(`vhold.shareTransfer.statuses.${transfer.status}`))}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.created")}</dt>
          <dd>
            <time dateTime={transfer.createdAt}>{date(transfer.createdAt)}</time>
          </dd>
        </div>
        {transfer.resolvedAt ? (
          <div className={row}>
            <dt className="text-muted">{t("vhold.shareTransfer.resolved")}</dt>
            <dd>
              <time dateTime={transfer.resolvedAt}>{date(transfer.resolvedAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {pending && isRecipient ? (
        <Form method="post" {...formProps(form)} className="space-y-3">
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton name="status" value="ACCEPTED">
              {t("vhold.shareTransfer.accept")}
            </SubmitButton>
            <Link
              to={`${path}/${ANSWER_STEPS.DECLINED}`}
              className={buttonClass("secondary")}
              {...routeDialogLinkProps}
            >
              {t("vhold.shareTransfer.decline")}
            </Link>
          </div>
        </Form>
      ) : null}
      {pending && isSender ? (
        <Link to={`${path}/${ANSWER_STEPS.CANCELED}`} className={buttonClass("danger")} {...routeDialogLinkProps}>
          {t("vhold.shareTransfer.cancel")}
        </Link>
      ) : null}
    </RouteDialog>
  );
}

export interface AnswerQuestionData {
  answer: Answer;
  /** The transfer's page, where "back" returns. */
  page: string;
  company: string;
  /** Basis points. */
  share: number;
  from: { name: string; surname: string; deleted: boolean };
  to: { name: string; surname: string; deleted: boolean };
}

/** The question before a transfer is declined (its recipient) or canceled (its sender). */
export function AnswerQuestion({
  question,
  lastResult,
}: {
  question: AnswerQuestionData;
  lastResult: ServerFormResult | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { answer, page, company, from, to } = question;
  const share = formatShare(question.share, i18n.language);
  const [form] = useServerForm(lastResult);
  const p = answer === "decline" ? "vhold.shareTransfer.declineStep" : "vhold.shareTransfer.cancelStep";
  return (
    <RouteDialog
      title={t(`${p}.title`)}
      description={t(`${p}.text`, { company, share, from: personName(t, from), to: personName(t, to) })}
      back={{ to: page, label: t("vhold.shareTransfer.backToTransfer") }}
    >
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={page} className={buttonClass("secondary")}>
            {t(`${p}.keep`)}
          </Link>
          <SubmitButton variant="danger">{t(`${p}.submit`)}</SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  );
}
