import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect, useActionData, useLoaderData } from "@remix-run/react";
import { storageSizeInput } from "#graphql/validation/billing";
import { StorageSizeForm } from "~/components/control-center/storage-size";
import { RouteDialog } from "~/components/route-dialog";
import { storagePath } from "~/lib/billing-paths";
import { loadBilling, storageSizeAction } from "~/routes/_app.vhub.$id/billing.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";

export const meta = pageTitle("vhubBillingStorageSize");

/** The storage section's increase button: the storage-size dialog (the same form as billing's). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { role, account } = await loadBilling(request, context, params.id ?? "", { limit: 1, section: "storage" });
  if (!account) throw redirect(storagePath(role.id));
  return { roleId: role.id, size: account.storageGb, price: account.prices.storageGbDay };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { auth, role } = await loadBilling(request, context, params.id ?? "", { limit: 1, section: "storage" });
  const submission = parseWithZod(await request.formData(), { schema: storageSizeInput });
  return storageSizeAction(request, context, auth, role.companyId, submission, storagePath(role.id));
}

export default function StorageSizeFromStorage() {
  const { t } = useTranslation();
  const { roleId, size, price } = useLoaderData<typeof loader>();
  return (
    <RouteDialog
      title={t("billing.storageSize.title")}
      description={t("billing.storageSize.description")}
      back={{ to: storagePath(roleId), label: t("billing.storage.size") }}
    >
      <StorageSizeForm size={size} price={price} lastResult={useActionData<typeof action>()} />
    </RouteDialog>
  );
}
