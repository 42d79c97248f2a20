import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect, useActionData, useLoaderData } from "@remix-run/react";
import { storageSizeInput } from "#graphql/validation/billing";
import { StorageSizeForm } from "~/components/control-center/storage-size";
import { RouteDialog } from "~/components/route-dialog";
import { billingPath } from "~/lib/billing-paths";
import { loadBilling, storageSizeAction } from "~/routes/_app.vhub.$id/billing.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";

export const meta = pageTitle("vhubBillingStorageSize");

/** The storage-size dialog of balance and payments (the storage section has its own, the same form). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { role, account } = await loadBilling(request, context, params.id ?? "", { limit: 1 });
  if (!account) throw redirect(billingPath(role.id));
  return { roleId: role.id, size: account.storageGb, price: account.prices.storageGbDay };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, role } = await loadBilling(request, context, params.id ?? "", { limit: 1 });
  const submission = parseWithZod(await request.formData(), { schema: storageSizeInput });
  return storageSizeAction(request, context, auth, role.companyId, submission, billingPath(role.id));
}

export default function StorageSize() {
  const { t } = useTranslation();
  const { roleId, size, price } = useLoaderData<typeof loader>();
  return (
    <RouteDialog
      title={t("billing.storageSize.title")}
      description={t("billing.storageSize.description")}
      back={{ to: billingPath(roleId), label: t("billing.back") }}
    >
      <StorageSizeForm size={size} price={price} lastResult={useActionData<typeof action>()} />
    </RouteDialog>
  );
}
