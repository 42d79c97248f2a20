import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { formProps, useServerForm, type ServerFormResult } from "~/lib/form";
import { formatMoney } from "~/lib/money";
import { useTranslation } from "~/lib/i18n-react";
import { STORAGE_GB_MAX, STORAGE_GB_MIN } from "#graphql/validation/billing-limits";

/** The storage-size form (billing's and the storage section's dialogs): a whole number of GB. */
export function StorageSizeForm({
  size,
  price,
  lastResult,
}: {
  size: number;
  price: number;
  lastResult: ServerFormResult | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [form, fields] = useServerForm<{ sizeGb: string }>(lastResult, { defaultValue: { sizeGb: String(size) } });
  return (
    <Form method="post" {...formProps(form)} className="space-y-section">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={fields.sizeGb}
        label={t("billing.storageSize.field")}
        type="number"
        inputMode="numeric"
        min={STORAGE_GB_MIN}
        max={STORAGE_GB_MAX}
        step={1}
        hint={t("billing.storageSize.hint", { size, price: formatMoney(price, "UAH", i18n.language) })}
      />
      <SubmitButton className="w-full">{t("billing.storageSize.submit")}</SubmitButton>
    </Form>
  );
}
