import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GetShareTransferDocument } from "#graphql/generated/operations";
import { formatShare } from "#graphql/validation/company-limits";
import { RouteDialogHost, routeDialogLinkProps } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { CompanyAvatar } from "~/components/vhold/avatar";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { personName } from "~/lib/person";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { dynamicKey } from "~/lib/translate";
import type { loader as appLoader } from "./_app";
import { answerShareTransfer, orProfile } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdShareTransfer");
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/vhold.ts")) };

/**
 * One share transfer, for its sender and its recipient: the recipient accepts or declines it,
 * the sender cancels it while it waits. Outside the company's layout, since the recipient owns
 * no part of the company yet.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { getShareTransfer: transfer } = await orProfile(() => auth.call(GetShareTransferDocument, { id: params.transferId ?? "" }));
  if (transfer.companyId !== params.id) throw redirect(`/vhold/${transfer.companyId}/transfers/${transfer.id}`);
  return data({ transfer });
}

/** The step that asks before a transfer is declined or canceled (its nested route). */
export const ANSWER_STEPS = { DECLINED: "decline", CANCELED: "cancel" } as const;

/**
 * Accept, in one step: it is what the offer asks the recipient for, it takes nothing from them,
 * and the spec asks a confirmation only of what ends something (as logout). Decline and cancel
 * end the offer for good, so they ask first, on their own step (.$answer.tsx); one posted here
 * directly (a page from before, a hand-made form) is sent to that step instead of being done.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const status = formData.get("status");
  if (status === "DECLINED" || status === "CANCELED") return redirect(`/vhold/${params.id}/transfers/${params.transferId}/${ANSWER_STEPS[status]}`);
  return answerShareTransfer(request, context, params.transferId ?? "", formData);
}

/** The page, with decline's and cancel's question over it as a dialog (JavaScript) or in its place as a page. */
export default function ShareTransferRoute() {
  const { transfer } = useLoaderData<typeof loader>();
  return (
    <RouteDialogHost parentPath={`/vhold/${transfer.companyId}/transfers/${transfer.id}`}>
      <ShareTransferPage />
    </RouteDialogHost>
  );
}

function ShareTransferPage() {
  const { t, i18n } = useTranslation();
  const { transfer } = useLoaderData<typeof loader>();
  const user = useRouteLoaderData<typeof appLoader>("routes/_app")!.user;
  const lastResult = useActionData<typeof action>();
  const [form] = useServerForm(lastResult);
  const date = (iso: string) => formatDateTime(iso, i18n.language, user.formatTime);
  const pending = transfer.status === "PENDING";
  const isRecipient = transfer.toUserId === user.id;
  const isSender = transfer.fromUserId === user.id;
  const row = "grid grid-cols-[8rem_1fr] gap-2";
  const path = `/vhold/${transfer.companyId}/transfers/${transfer.id}`;
  return (
    <section aria-labelledby="transfer-heading" className="mx-auto max-w-xl space-y-5 rounded-xl border border-line bg-surface p-5">
      <div className="flex items-center gap-3">
        <CompanyAvatar name={transfer.company.name} />
        <div>
          <h1 id="transfer-heading" className="text-xl font-semibold">
            {t("vhold.shareTransfer.heading")}
          </h1>
          <p className="text-muted">{transfer.company.name}</p>
        </div>
      </div>
      <dl className="space-y-2">
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.from")}</dt>
          <dd>
            {personName(t, transfer.fromUser)} {transfer.fromUser.deleted ? null : <span className="text-sm text-subtle">@{transfer.fromUser.username}</span>}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.to")}</dt>
          <dd>
            {personName(t, transfer.toUser)} {transfer.toUser.deleted ? null : <span className="text-sm text-subtle">@{transfer.toUser.username}</span>}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.share")}</dt>
          <dd className="font-medium tabular-nums">{t("vhold.share", { share: formatShare(transfer.share) })}</dd>
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
            <Link to={`${path}/${ANSWER_STEPS.DECLINED}`} className={buttonClass("secondary")} {...routeDialogLinkProps}>
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
      <Link to={isRecipient && transfer.status !== "ACCEPTED" ? "/profile" : `/vhold/${transfer.companyId}`} className="inline-block text-sm ui-link">
        <span aria-hidden="true">←</span> {t("vhold.shareTransfer.back")}
      </Link>
    </section>
  );
}
