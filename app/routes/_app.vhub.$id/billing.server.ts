import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import type { Submission } from "@conform-to/react";
import { GetCompanyBillingDocument, SetCompanyStorageSizeDocument } from "#graphql/generated/operations";
import { ApiError } from "~/lib/api.server";
import type { UserSession } from "~/lib/auth.server";
import { getTranslator, reply, replyWithApiError } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireSectionOn } from "./control-center.server";
import { hubPath } from "~/lib/hub-paths";
import { billingPath, storagePath } from "~/lib/billing-paths";
import { loadHub } from "./vhub.server";

export { billingPath, storagePath };

/** A page of the history is named by the row it follows: a number (the server checks it again). */
export const historyCursor = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? value : undefined);

/**
 * The billing section's data for the role in the address: the account and a page of its history,
 * or null when the role may not see billing (employees: FORBIDDEN), so the page can say so.
 */
export async function loadBilling(
  request: Request,
  context: AppLoadContext,
  roleId: string,
  options: { limit?: number; section?: "billing" | "storage" } = {},
) {
  requireSectionOn(context, options.section ?? "billing", roleId);
  const { auth, role } = await loadHub(request, context, roleId);
  const after = historyCursor(new URL(request.url).searchParams.get("after"));
  try {
    const { getCompanyBilling } = await auth.call(GetCompanyBillingDocument, {
      companyId: role.companyId,
      after,
      limit: options.limit ?? 20,
    });
    return { auth, role, account: getCompanyBilling, after: after ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.code === "FORBIDDEN") return { auth, role, account: null, after: null };
    if (error instanceof ApiError && error.code === "FEATURE_OFF")
      throw redirect(`${hubPath(roleId)}/control-center/company-profile`);
    throw error;
  }
}

/**
 * The storage-size form's action (both dialogs): the size checked here and by the API, saved, and
 * back to `back` with a toast; bad input or a refusal answers the form with a translated error.
 */
export async function storageSizeAction(
  request: Request,
  context: AppLoadContext,
  auth: UserSession,
  companyId: string,
  submission: Submission<{ sizeGb: number }>,
  back: string,
) {
  const { t } = await getTranslator(request, context);
  if (submission.status !== "success") return reply(submission, t);
  try {
    await auth.call(SetCompanyStorageSizeDocument, { companyId, sizeGb: submission.value.sizeGb });
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  return redirectWithToast(request, context, back, { type: "success", title: "billing.storageSize.done" });
}
