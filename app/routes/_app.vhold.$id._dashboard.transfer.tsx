import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { GetCompanyDocument, ListUsersDocument, RequestShareTransferCodeDocument } from "#graphql/generated/operations";
import { shareTransferForm } from "#graphql/validation/companies";
import { maskPhone } from "#graphql/validation/identity";
import { formatShare } from "#graphql/validation/company-limits";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton, buttonClass } from "~/components/ui/button";
import { Field, FormErrors, inputClass } from "~/components/ui/field";
import { requireUserSession } from "~/lib/auth.server";
import type { ShareTransferDraft } from "~/lib/session.server";
import { formProps, useServerForm } from "~/lib/form";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { isResendTooSoon, resendAtFrom } from "~/lib/signin.server";
import { useCompany } from "./_app.vhold.$id/route";
import { freeShareOf, orProfile, pendingOutgoing } from "./_app.vhold.$id/vhold.server";

export const meta = pageTitle("vholdTransfer");

const SEARCH_MAX = 64;

/**
 * The share transfer, step one (a dialog over the dashboard with JavaScript, a page without): find the recipient (a GET
 * search through listUsers, so it works without JavaScript), name the share, and ask for the
 * SMS code for that very offer. What was chosen waits in the web session for the code page.
 * A route of its own, not an index route: an index route's forms post to ?index, which the
 * address then kept after a form error.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const companyId = params.id ?? "";
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, SEARCH_MAX);
  const [pending, user, found] = await orProfile(() =>
    Promise.all([
      pendingOutgoing(auth, companyId),
      auth.getUser(),
      q.trim()
        ? auth.call(ListUsersDocument, { search: q, page: 1, limit: 20 }).then((r) => r.listUsers.items)
        : Promise.resolve(null),
    ]),
  );
  const draft = auth.session.get("shareTransfer");
  const own = draft?.companyId === companyId ? draft : undefined;
  return data({
    q,
    users: found?.filter((u) => u.id !== user.id) ?? null,
    pendingTotal: pending.reduce((sum, t) => sum + t.share, 0),
    recipient: url.searchParams.get("recipient")?.slice(0, SEARCH_MAX) ?? own?.recipient ?? "",
    /** Basis points of the transfer being changed ("Change" on the next step), refilled as the person writes numbers. */
    share: own?.share ?? null,
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const companyId = params.id ?? "";
  const { t } = await getTranslator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: shareTransferForm });
  if (submission.status !== "success") return reply(submission, t);
  const { recipient, share } = submission.value;
  try {
    const [user, { listUsers }, { getCompany }, pending] = await orProfile(() =>
      Promise.all([
        auth.getUser(),
        auth.call(ListUsersDocument, { search: recipient, page: 1, limit: 50 }),
        auth.call(GetCompanyDocument, { id: companyId }),
        pendingOutgoing(auth, companyId),
      ]),
    );
    const person = listUsers.items.find((u) => u.username.toLowerCase() === recipient.toLowerCase());
    if (!person) return reply(submission, t, { fieldErrors: { recipient: ["validation.recipient.unknown"] } });
    if (person.id === user.id)
      return reply(submission, t, { fieldErrors: { recipient: ["validation.recipient.self"] } });
    if (share > freeShareOf(getCompany.myShare, pending))
      return reply(submission, t, { fieldErrors: { share: ["errors.SHARE_NOT_AVAILABLE"] } });

    // The code confirms this offer only: a new offer gets its own code at once.
    let code: Pick<ShareTransferDraft, "sentTo" | "sentEarlier" | "resendAt">;
    try {
      const { requestShareTransferCode } = await auth.call(RequestShareTransferCodeDocument, {
        companyId,
        recipient: person.username,
        share,
      });
      code = {
        sentTo: requestShareTransferCode.sentTo,
        resendAt: Date.now() + requestShareTransferCode.resendAfter * 1000,
      };
    } catch (error) {
      // This very offer's code went out a moment ago (from here or another session) and still
      // works: it went to the person's own phone, and the countdown says when a new one may come.
      if (!isResendTooSoon(error)) throw error;
      code = { sentTo: maskPhone(user.phone), sentEarlier: true, resendAt: resendAtFrom(error) };
    }
    auth.session.set("shareTransfer", {
      companyId,
      recipient: person.username,
      recipientName: `${person.name} ${person.surname}`,
      share,
      ...code,
    });
    auth.sessionChanged();
    return redirect(`/vhold/${companyId}/transfer/confirm`);
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
}

export default function TransferShare() {
  const { t, i18n } = useTranslation();
  const company = useCompany();
  const { q, users, pendingTotal, recipient, share } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerForm<{ recipient: string; share: string }>(lastResult, {
    defaultValue: { recipient, share: share === null ? "" : formatShare(share, i18n.language) },
  });
  const free = Math.max(0, (company.myShare ?? 0) - pendingTotal);
  return (
    <RouteDialog
      title={t("vhold.transfer.heading")}
      description={t("vhold.transfer.intro")}
      back={{ to: `/vhold/${company.id}`, label: t("vhold.transfer.back") }}
    >
      <p className="text-sm">
        {t("vhold.transfer.available", {
          share: formatShare(company.myShare ?? 0, i18n.language),
          free: formatShare(free, i18n.language),
        })}
      </p>

      <Form method="get" role="search" aria-labelledby="find-label" className="space-y-2">
        <label id="find-label" htmlFor="find-person" className="block text-sm font-medium">
          {t("vhold.transfer.find")}
        </label>
        <div className="flex gap-2">
          <input
            id="find-person"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_MAX}
            aria-describedby="find-hint"
            className={inputClass}
          />
          <button type="submit" className={buttonClass("secondary")}>
            {t("vhold.transfer.search")}
          </button>
        </div>
        <p id="find-hint" className="text-sm text-subtle">
          {t("vhold.transfer.findHint")}
        </p>
      </Form>
      {users ? (
        users.length ? (
          <ul aria-label={t("vhold.transfer.results")} className="divide-y divide-line rounded-md border border-line">
            {users.map((u) => (
              <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  {u.name} {u.surname} <span className="text-sm text-subtle">@{u.username}</span>
                </span>
                <Link
                  to={`?${new URLSearchParams({ q, recipient: u.username }).toString()}`}
                  replace
                  preventScrollReset
                  className="text-sm ui-link"
                >
                  {t("vhold.transfer.pick", { name: `${u.name} ${u.surname}` })}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="text-sm">
            {t("vhold.transfer.noUsers")}
          </p>
        )
      ) : null}

      {/* A new pick starts the form again with that recipient (the key), with or without JavaScript. */}
      <Form key={recipient} method="post" {...formProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.recipient}
          label={t("vhold.transfer.recipient")}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX}
        />
        <Field
          meta={fields.share}
          label={t("vhold.transfer.share")}
          hint={t("vhold.transfer.shareHint")}
          inputMode="decimal"
          maxLength={8}
          autoComplete="off"
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton>{t("vhold.transfer.next")}</SubmitButton>
          <Link to={`/vhold/${company.id}`} className={buttonClass("secondary")}>
            {t("vhold.transfer.cancel")}
          </Link>
        </div>
      </Form>
    </RouteDialog>
  );
}
