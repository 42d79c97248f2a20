import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GetShareTransferDocument, ProcessOwnershipTransferStatusDocument } from "#graphql/generated/operations";
import { processOwnershipTransferStatusInput } from "#graphql/validation/companies";
import { formatShare } from "#graphql/validation/company-limits";
import { SubmitButton } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { CompanyAvatar } from "~/components/vhold/avatar";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { formatDateTime } from "~/lib/format-date";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { dynamicKey } from "~/lib/translate";
import { toastCookie } from "~/lib/toast.server";
import type { loader as appLoader } from "./_app";
import { orProfile } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdShareTransfer");
export const handle: RouteHandle = { i18n: ["vhold"] };

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

const outcome = {
  ACCEPTED: { toast: "vhold.shareTransfer.accepted", to: (companyId: string) => `/vhold/${companyId}` },
  DECLINED: { toast: "vhold.shareTransfer.declined", to: () => "/profile" },
  CANCELED: { toast: "vhold.shareTransfer.canceled", to: (companyId: string) => `/vhold/${companyId}` },
} as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const formData = await request.formData();
  formData.set("id", params.transferId ?? "");
  const submission = parseWithZod(formData, { schema: processOwnershipTransferStatusInput });
  if (submission.status !== "success") return reply(submission, t);
  let companyId: string;
  try {
    ({ processOwnershipTransferStatus: { companyId } } = await orProfile(() =>
      auth.call(ProcessOwnershipTransferStatusDocument, { input: submission.value }),
    ));
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  const { toast, to } = outcome[submission.value.status];
  const headers = new Headers();
  headers.append("set-cookie", await toastCookie(request, context, { type: "success", title: toast }));
  return redirect(to(companyId), { headers });
}

export default function ShareTransferPage() {
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
            {transfer.fromUser.name} {transfer.fromUser.surname} <span className="text-sm text-subtle">@{transfer.fromUser.username}</span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t("vhold.shareTransfer.to")}</dt>
          <dd>
            {transfer.toUser.name} {transfer.toUser.surname} <span className="text-sm text-subtle">@{transfer.toUser.username}</span>
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
      {pending && (isRecipient || isSender) ? (
        <Form method="post" {...formProps(form)} className="space-y-3">
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="flex flex-wrap gap-3">
            {isRecipient ? (
              <>
                <SubmitButton name="status" value="ACCEPTED">
                  {t("vhold.shareTransfer.accept")}
                </SubmitButton>
                <SubmitButton name="status" value="DECLINED" variant="secondary">
                  {t("vhold.shareTransfer.decline")}
                </SubmitButton>
              </>
            ) : (
              <SubmitButton name="status" value="CANCELED" variant="danger">
                {t("vhold.shareTransfer.cancel")}
              </SubmitButton>
            )}
          </div>
        </Form>
      ) : null}
      <Link to={isRecipient && transfer.status !== "ACCEPTED" ? "/profile" : `/vhold/${transfer.companyId}`} className="inline-block text-sm ui-link">
        <span aria-hidden="true">←</span> {t("vhold.shareTransfer.back")}
      </Link>
    </section>
  );
}
