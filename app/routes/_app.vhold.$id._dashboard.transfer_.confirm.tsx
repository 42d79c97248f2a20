import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { RequestShareTransferCodeDocument, TransferOwnershipPartDocument } from "#graphql/generated/operations";
import { formatShare } from "#graphql/validation/company-limits";
import { codeForm } from "#graphql/validation/identity";
import { ResendButton } from "~/components/resend";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { ApiError } from "~/lib/api.server";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, nothingSubmitted, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { isResendTooSoon, resendAtFrom, secondsUntil } from "~/lib/signin.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useCompany } from "./_app.vhold.$id/route";
import { orProfile, replyOnPage } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdTransferConfirm");
// The resend countdown speaks in the sign-in steps' words.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/auth/code.ts")) };

/** The transfer chosen on the first step, or back to it. */
async function requireDraft(request: Request, context: LoaderFunctionArgs["context"], companyId: string) {
  const auth = await requireUserSession(request, context);
  const draft = auth.session.get("shareTransfer");
  if (!draft || draft.companyId !== companyId) throw redirect(`/vhold/${companyId}/transfer`);
  return { auth, draft };
}

/**
 * The share transfer, step two (in the same dialog as step one, or a page): the SMS code sent to
 * the owner's phone confirms it; it then waits as PENDING.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { draft } = await requireDraft(request, context, params.id ?? "");
  const resent = new URL(request.url).searchParams.has("resent");
  return data({
    recipient: draft.recipient,
    recipientName: draft.recipientName,
    share: draft.share,
    sentTo: draft.sentTo,
    sentEarlier: Boolean(draft.sentEarlier),
    resendIn: secondsUntil(draft.resendAt),
    resent,
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const companyId = params.id ?? "";
  const { auth, draft } = await requireDraft(request, context, companyId);
  const { t } = await getTranslator(request, context);
  const formData = await request.formData();

  if (formData.get("intent") === "resend") {
    try {
      const { requestShareTransferCode } = await orProfile(() =>
        auth.call(RequestShareTransferCodeDocument, { companyId, recipient: draft.recipient, share: draft.share }),
      );
      auth.session.set("shareTransfer", {
        ...draft,
        sentTo: requestShareTransferCode.sentTo,
        sentEarlier: false,
        resendAt: Date.now() + requestShareTransferCode.resendAfter * 1000,
      });
    } catch (error) {
      if (!isResendTooSoon(error)) return replyWithApiError(nothingSubmitted(), error, t);
      // This offer's last code (sent from here or another session) still works: the countdown says when a new one may come.
      auth.session.set("shareTransfer", { ...draft, sentEarlier: true, resendAt: resendAtFrom(error) });
      auth.sessionChanged();
      return redirect(`/vhold/${companyId}/transfer/confirm`);
    }
    auth.sessionChanged();
    return redirect(`/vhold/${companyId}/transfer/confirm?resent=1`);
  }

  const submission = parseWithZod(formData, { schema: codeForm });
  if (submission.status !== "success") return reply(submission, t);
  try {
    await orProfile(() =>
      auth.call(TransferOwnershipPartDocument, {
        input: { companyId, recipient: draft.recipient, share: draft.share, code: submission.value.code },
      }),
    );
  } catch (error) {
    // No code for this offer works any more (the last one sent, maybe from another session, is
    // another offer's, or this one's was used up): a new one may be asked for at once.
    if (
      error instanceof ApiError &&
      (error.code === "CODE_FOR_ANOTHER_TRANSFER" || (error.code === "INVALID_CODE" && !error.attemptsLeft))
    ) {
      auth.session.set("shareTransfer", { ...draft, sentEarlier: false, resendAt: Date.now() });
      auth.sessionChanged();
    }
    return replyOnPage(submission, error, t, ["code"], {
      INVALID_CODE: "code",
      TOO_MANY_ATTEMPTS: "code",
      TOO_MANY_CODES: "code",
      CODE_FOR_ANOTHER_TRANSFER: "code",
    });
  }
  auth.session.unset("shareTransfer");
  auth.sessionChanged();
  return redirectWithToast(request, context, `/vhold/${companyId}`, {
    type: "success",
    title: "vhold.confirm.sent",
    values: { name: draft.recipientName },
  });
}

export default function ConfirmTransfer() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const { recipient, recipientName, share, sentTo, sentEarlier, resendIn, resent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ code: string }>(lastResult);
  return (
    <RouteDialog
      title={t("vhold.confirm.heading")}
      description={t("vhold.confirm.summary", {
        share: formatShare(share, i18n.language),
        company: company.name,
        name: recipientName,
        username: recipient,
      })}
      back={{ to: `/vhold/${company.id}`, label: t("vhold.transfer.back") }}
    >
      <p role="status" className="text-sm text-muted">
        {t(sentEarlier ? "vhold.confirm.sentEarlier" : "vhold.confirm.sentTo", { to: sentTo })}{" "}
        {resent ? t("vhold.confirm.resent") : null}
      </p>
      <Form method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.code}
          label={t("vhold.confirm.code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
        />
        <SubmitButton className="w-full" name="intent" value="confirm">
          {t("vhold.confirm.submit")}
        </SubmitButton>
        <ResendButton seconds={resendIn} label={t("vhold.confirm.resend")} />
      </Form>
      <Link to={`/vhold/${company.id}/transfer`} className="inline-block text-sm ui-link">
        {t("vhold.confirm.change")}
      </Link>
    </RouteDialog>
  );
}
