import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Form, redirect, useLoaderData } from "@remix-run/react";
import { CreateBillingTopUpDocument } from "#graphql/generated/operations";
import { topUpInput } from "#graphql/validation/billing";
import { RouteDialog } from "~/components/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { ApiError } from "~/lib/api.server";
import { billingPath } from "~/lib/billing-paths";
import { loadBilling } from "~/routes/_app.vhub.$id/billing.server";
import { apiErrorKey, getTranslator } from "~/lib/forms.server";
import { formatMoney } from "~/lib/money";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";

export const meta = pageTitle("vhubBillingTopUp");

/**
 * The top-up dialog: a month or a year at today's price. Posting it asks the API for a payment
 * and sends the browser to the provider's checkout (the sandbox's page, or LiqPay's: the pages'
 * form-action allows it), which sends the payer back to the billing page. The form is posted as
 * a document (reloadDocument) with JavaScript too, so the browser itself follows the redirect.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { role, account } = await loadBilling(request, context, params.id ?? "", { limit: 1 });
  if (!account) throw redirect(billingPath(role.id));
  return { roleId: role.id, month: account.topUpMonth, year: account.topUpYear };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const roleId = params.id ?? "";
  const { auth, role } = await loadBilling(request, context, roleId, { limit: 1 });
  const back = billingPath(role.id);
  const parsed = topUpInput.safeParse({ period: (await request.formData()).get("period") });
  if (!parsed.success)
    return redirectWithToast(request, context, `${back}/top-up`, { type: "error", title: "validation.billing.period" });
  try {
    const { createBillingTopUp } = await auth.call(CreateBillingTopUpDocument, {
      companyId: role.companyId,
      period: parsed.data.period,
      returnUrl: back,
    });
    return redirect(createBillingTopUp.checkoutUrl);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { t } = await getTranslator(request, context);
    const { key, values } = apiErrorKey(error, t);
    return redirectWithToast(request, context, back, { type: "error", title: key, values });
  }
}

export default function TopUp() {
  const { t, i18n } = useTranslation();
  const { roleId, month, year } = useLoaderData<typeof loader>();
  const options = [
    { value: "MONTH", label: t("billing.topUp.month"), amount: month },
    { value: "YEAR", label: t("billing.topUp.year"), amount: year },
  ];
  return (
    <RouteDialog
      title={t("billing.topUp.title")}
      description={t("billing.topUp.description")}
      back={{ to: billingPath(roleId), label: t("billing.back") }}
    >
      <Form method="post" reloadDocument className="space-y-section">
        <fieldset className="space-y-field">
          <legend className="text-sm font-medium">{t("billing.topUp.period")}</legend>
          {options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-10 items-center gap-3 rounded-md border border-line px-3 py-2"
            >
              <input
                type="radio"
                name="period"
                value={option.value}
                defaultChecked={option.value === "MONTH"}
                className="size-4 accent-primary"
              />
              <span className="flex-1">{option.label}</span>
              <span className="tabular-nums font-medium">{formatMoney(option.amount, "UAH", i18n.language)}</span>
            </label>
          ))}
        </fieldset>
        <SubmitButton className="w-full">{t("billing.topUp.submit")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}
