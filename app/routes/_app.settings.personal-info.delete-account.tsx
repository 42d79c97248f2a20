import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import {
  DeleteAuthUserDocument,
  GetAccountDeletionBlockersDocument,
  RequestAccountDeletionCodeDocument,
} from "#graphql/generated/operations";
import { maskEmail, maskPhone } from "#graphql/validation/identity";
import { deleteAuthUserInput } from "#graphql/validation/users";
import { ResendButton } from "~/components/resend";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { DELETE_ACCOUNT, PERSONAL_INFO } from "~/lib/account-steps";
import { CODE_ERRORS } from "~/lib/account-steps.server";
import { requireUserSession } from "~/lib/auth.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, nothingSubmitted, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { destroySession } from "~/lib/session.server";
import { isResendTooSoon, resendAtFrom, secondsUntil } from "~/lib/signin.server";
import { redirectWithToast } from "~/lib/toast.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/settings/deleteAccount.ts")) };

export const meta = pageTitle("settingsDeleteAccount");

/** What deleting the account does (decision 0010), in the order the page lists it. */
const LOSSES = ["personal", "sessions", "companies", "transfers", "roles", "history"] as const;

/**
 * Deleting the account (decision 0010): a code by SMS, or to the second factor's e-mail when
 * two-factor sign-in is on (the page says which before sending), the warning list, the code and
 * YES typed out. While the person owns a company with anyone else in it, the page says so first,
 * listing those companies with links (to transfer the share), and offers no code: the API would
 * refuse to send one. Done: the session is gone and the person lands on sign-in, told so.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const [user, { getAuthUser }] = await Promise.all([
    auth.getUser(),
    auth.call(GetAccountDeletionBlockersDocument, {}),
  ]);
  const state = auth.session.get("accountDeletion");
  const channel = user.mfaEnabled && user.email ? ("EMAIL" as const) : ("SMS" as const);
  return {
    blockers: getAuthUser.accountDeletionBlockers,
    // Where the code will go (before it is asked for) or went.
    channel: state?.channel ?? channel,
    to: state?.sentTo ?? (channel === "EMAIL" ? maskEmail(user.email!) : maskPhone(user.phone)),
    sent: Boolean(state),
    resendIn: secondsUntil(state?.resendAt),
    resent: new URL(request.url).searchParams.has("resent"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "send" || intent === "resend") {
    try {
      const { requestAccountDeletionCode: d } = await auth.call(RequestAccountDeletionCodeDocument, {});
      auth.session.set("accountDeletion", {
        channel: d.channel,
        sentTo: d.sentTo,
        resendAt: Date.now() + d.resendAfter * 1000,
      });
    } catch (error) {
      if (!isResendTooSoon(error)) return replyWithApiError(nothingSubmitted(), error, t);
      // A code went out a moment ago: it still works.
      const user = await auth.getUser();
      const email = user.mfaEnabled && user.email;
      const sentTo = auth.session.get("accountDeletion")?.sentTo ?? (email ? maskEmail(email) : maskPhone(user.phone));
      auth.session.set("accountDeletion", { channel: email ? "EMAIL" : "SMS", sentTo, resendAt: resendAtFrom(error) });
      auth.sessionChanged();
      return redirect(DELETE_ACCOUNT);
    }
    auth.sessionChanged();
    return redirect(intent === "resend" ? `${DELETE_ACCOUNT}?resent=1` : DELETE_ACCOUNT);
  }

  const submission = parseWithZod(formData, { schema: deleteAuthUserInput });
  if (submission.status !== "success") return reply(submission, t);
  try {
    await auth.call(DeleteAuthUserDocument, { input: submission.value });
  } catch (error) {
    // SOLE_OWNER_HAS_COMPANIES (someone came in since the page was shown): the loader lists them.
    return replyWithApiError(submission, error, t, CODE_ERRORS);
  }
  // The account is gone and with it every session: this browser forgets its tokens.
  context.state.setCookie("session", () => destroySession(auth.session, context));
  return redirectWithToast(request, context, "/auth/signin", { type: "info", title: "toast.accountDeleted" });
}

export default function DeleteAccount() {
  const { t } = useTranslation();
  const { blockers, channel, to, sent, resendIn, resent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ code: string; confirm: string }>(lastResult);
  const p = "settings.deleteAccount";
  const where = channel === "EMAIL" ? "Email" : "Sms";
  const back = { to: PERSONAL_INFO, label: t("settings.personalInfo.back") };
  if (blockers.length) {
    // Said first, before any step: no code goes out for a deletion that cannot happen.
    return (
      <RouteDialog title={t(`${p}.title`)} description={t(`${p}.blockedDescription`)} back={back}>
        <div role="note" className="rounded-md border border-warning-line bg-warning-soft p-3 text-sm text-warning">
          <p className="font-medium">{t("errors.SOLE_OWNER_HAS_COMPANIES")}</p>
          <p className="mt-field">{t(`${p}.companiesHeading`)}</p>
          <ul className="mt-field list-disc space-y-field pl-5">
            {blockers.map((c) => (
              <li key={c.id}>
                <Link to={`/vhold/${c.id}`} className="text-link underline underline-offset-2">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </RouteDialog>
    );
  }
  return (
    <RouteDialog title={t(`${p}.title`)} description={t(`${p}.description`)} back={back}>
      <div>
        <h2 className="ui-group-title">{t(`${p}.lossesHeading`)}</h2>
        <ul className="mt-field list-disc space-y-field pl-5 text-sm text-muted">
          {LOSSES.map((key) => (
            <li key={key}>{t(`${p}.losses.${key}`)}</li>
          ))}
        </ul>
      </div>
      <p role="status" className="text-sm text-muted">
        {sent ? t(`${p}.sent${where}`, { to }) : t(`${p}.willSend${where}`, { to })}{" "}
        {resent ? t("settings.steps.resent") : null}
      </p>
      <Form method="post" {...formProps(form)} className="space-y-section">
        <FormErrors id={form.errorId} errors={form.errors} />
        {sent ? (
          <>
            <Field
              meta={fields.code}
              label={t(`${p}.code`)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              autoFocus
            />
            <Field
              meta={fields.confirm}
              label={t(`${p}.confirm`)}
              hint={t(`${p}.confirmHint`)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
            />
            <SubmitButton variant="danger" className="w-full" name="intent" value="delete">
              {t(`${p}.submit`)}
            </SubmitButton>
            <ResendButton
              seconds={resendIn}
              label={t(`${p}.resend`)}
              countdown={(seconds) => t("settings.steps.resendIn", { seconds })}
            />
          </>
        ) : (
          <SubmitButton className="w-full" name="intent" value="send">
            {t(`${p}.send`)}
          </SubmitButton>
        )}
      </Form>
    </RouteDialog>
  );
}
