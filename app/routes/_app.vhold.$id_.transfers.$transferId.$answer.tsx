import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { GetShareTransferDocument } from "#graphql/generated/operations";
import { formatShare } from "#graphql/validation/company-limits";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { personName } from "~/lib/person";
import { answerShareTransfer, orProfile } from "./_app.vhold.$id/vhold.server";

/** The two answers that ask first: the recipient's decline and the sender's cancel. */
const ANSWERS = {
  decline: { status: "DECLINED", by: "recipient", title: "vholdDeclineTransfer" },
  cancel: { status: "CANCELED", by: "sender", title: "vholdCancelTransfer" },
} as const;
type Answer = keyof typeof ANSWERS;

const answerOf = (param: string | undefined): Answer => {
  if (param === "decline" || param === "cancel") return param;
  throw new Response(null, { status: 404, statusText: "Not Found" });
};

export const meta: MetaFunction = (args) => pageTitle(args.params.answer === "cancel" ? ANSWERS.cancel.title : ANSWERS.decline.title)(args);

/**
 * The question before a share transfer is declined (/decline, its recipient) or canceled
 * (/cancel, its sender): a dialog over the transfer's page with JavaScript, a page of its own
 * without (route-dialog.tsx). "Back" returns to the transfer unchanged; the answer is a POST of
 * its own. A transfer no longer waiting, or not the caller's to answer so, sends them back to
 * its page, which says how it stands.
 */
async function requireAnswerable(request: Request, context: LoaderFunctionArgs["context"], params: LoaderFunctionArgs["params"]) {
  const answer = answerOf(params.answer);
  const auth = await requireUserSession(request, context);
  const [{ getShareTransfer: transfer }, user] = await orProfile(() =>
    Promise.all([auth.call(GetShareTransferDocument, { id: params.transferId ?? "" }), auth.getUser()]),
  );
  const page = `/vhold/${transfer.companyId}/transfers/${transfer.id}`;
  const party = ANSWERS[answer].by === "recipient" ? transfer.toUserId : transfer.fromUserId;
  if (transfer.companyId !== params.id || transfer.status !== "PENDING" || party !== user.id) throw redirect(page);
  return { answer, transfer, page };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { answer, transfer, page } = await requireAnswerable(request, context, params);
  return data({
    answer,
    page,
    company: transfer.company.name,
    share: formatShare(transfer.share),
    // Named on the page in the reader's language ("Deleted account" for a deleted one).
    from: { name: transfer.fromUser.name, surname: transfer.fromUser.surname, deleted: transfer.fromUser.deleted },
    to: { name: transfer.toUser.name, surname: transfer.toUser.surname, deleted: transfer.toUser.deleted },
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const answer = answerOf(params.answer);
  const formData = new FormData();
  formData.set("status", ANSWERS[answer].status);
  return answerShareTransfer(request, context, params.transferId ?? "", formData);
}

export default function AnswerShareTransfer() {
  const { t } = useTranslation();
  const { answer, page, company, share, from, to } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form] = useServerForm(lastResult);
  const p = answer === "decline" ? "vhold.shareTransfer.declineStep" : "vhold.shareTransfer.cancelStep";
  return (
    <RouteDialog title={t(`${p}.title`)} description={t(`${p}.text`, { company, share, from: personName(t, from), to: personName(t, to) })} back={{ to: page, label: t("vhold.shareTransfer.backToTransfer") }}>
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
