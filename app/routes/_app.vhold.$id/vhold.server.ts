import { redirect, type AppLoadContext } from "@remix-run/server-runtime";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  GetCompanyDocument,
  ListUserShareTransfersDocument,
  ProcessOwnershipTransferStatusDocument,
  type ShareTransferFieldsFragment,
} from "#graphql/generated/operations";
import { processOwnershipTransferStatusInput } from "#graphql/validation/companies";
import { freeShare } from "#graphql/validation/company-limits";
import type { Submission } from "@conform-to/react";
import type { ErrorCode } from "#graphql/errors";
import { ApiError } from "~/lib/api.server";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { getTranslator, reply, replyWithApiError, type FieldsByCode } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { TFunction } from "~/lib/translate";
import { formatPhoneOrNull } from "#graphql/phone.server";

export type { UserSession };

/** Spec section 8: a company the caller has no part in (OWNER_NOT_FOUND) sends them to the profile, without a toast. */
export const isOwnerNotFound = (error: unknown) => error instanceof ApiError && error.code === "OWNER_NOT_FOUND";

/**
 * Runs an API call of a company page; OWNER_NOT_FOUND (or the `codes` given) becomes the redirect
 * to /profile (or to `to`: where a share transfer opens for someone who cannot see the company,
 * profilePlaceOf).
 */
export async function orProfile<T>(
  call: () => Promise<T>,
  to = "/profile",
  codes: readonly ErrorCode[] = ["OWNER_NOT_FOUND"],
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && (codes as readonly string[]).includes(error.code)) throw redirect(to);
    throw error;
  }
}

/** A share transfer's page, or its question, in a company: /vhold/{id}/transfers/{transferId}[/decline|/cancel]. */
const COMPANY_TRANSFER = /^\/vhold\/[^/]+\/transfers\/([^/]+)(\/(?:decline|cancel))?\/?$/;

/**
 * Where OWNER_NOT_FOUND sends the caller from the page of `request`: /profile, or for a share
 * transfer (a notification's link, an old bookmark) the same transfer over the profile. A
 * recipient owns no part of the company until they accept, so the company's dashboard is not
 * theirs to see; their offers are listed on the profile, so the offer opens over it.
 */
export function profilePlaceOf(request: Request): string {
  const transfer = COMPANY_TRANSFER.exec(new URL(request.url).pathname);
  return transfer ? `/profile/transfers/${transfer[1]}${transfer[2] ?? ""}` : "/profile";
}

/** The company of a vHold page with what its pages show, as the caller may see it. */
export async function loadCompany(request: Request, context: AppLoadContext, id: string) {
  const auth = await requireUserSession(request, context);
  // vHold is the owners' (and the director's) view: a role holder may read the company but not
  // its owners (FORBIDDEN on getCompany { owners }), and goes where a stranger goes.
  const { getCompany: company } = await orProfile(
    () => auth.call(GetCompanyDocument, { id }),
    profilePlaceOf(request),
    ["OWNER_NOT_FOUND", "FORBIDDEN"],
  );
  return { auth, company: { ...company, phoneDisplay: formatPhoneOrNull(company.phone) } };
}

export type VholdCompany = Awaited<ReturnType<typeof loadCompany>>["company"];

/** The caller's transfers out of a company still waiting for the recipient. */
export async function pendingOutgoing(auth: UserSession, companyId: string): Promise<ShareTransferFieldsFragment[]> {
  const { listUserShareTransfers } = await auth.call(ListUserShareTransfersDocument, {
    filter: { companyId, status: "PENDING" },
    limit: 50,
  });
  return listUserShareTransfers;
}

/** What the caller may still give away: their share less what waiting transfers reserve (the shared rule). */
export const freeShareOf = (myShare: number | null, pending: readonly ShareTransferFieldsFragment[]) =>
  freeShare(
    myShare,
    pending.reduce((sum, transfer) => sum + transfer.share, 0),
  );

/**
 * Replies to a form of a vHold page with what the API said. An API field error for a field the
 * page does not show (the confirmation page shows only the code; recipient and share were chosen
 * a step before) is told as the form's error, so that it is never lost.
 */
export function replyOnPage<T>(
  submission: Submission<T>,
  error: unknown,
  t: TFunction,
  shown: readonly string[],
  fieldsByCode: FieldsByCode = {},
) {
  if (error instanceof ApiError && Object.keys(error.fields).some((field) => !shown.includes(field))) {
    const messages = Object.values(error.fields).flat();
    return reply(submission, t, { formErrors: messages });
  }
  return replyWithApiError(submission, error, t, fieldsByCode);
}

/** Where each answer to a share transfer leads, and what the toast says there. */
const transferOutcome = {
  ACCEPTED: { toast: "vhold.shareTransfer.accepted", to: (companyId: string) => `/vhold/${companyId}` },
  // The recipient declined: they own nothing of the company, so back to their profile.
  DECLINED: { toast: "vhold.shareTransfer.declined", to: () => "/profile" },
  CANCELED: { toast: "vhold.shareTransfer.canceled", to: (companyId: string) => `/vhold/${companyId}` },
} as const;

/**
 * Answers a share transfer (processOwnershipTransferStatus) from a form whose `status` says how:
 * the redirect with its toast, or the form's reply with what the API refused.
 */
export async function answerShareTransfer(request: Request, context: AppLoadContext, id: string, formData: FormData) {
  const auth = await requireUserSession(request, context);
  const { t } = await getTranslator(request, context);
  formData.set("id", id);
  const submission = parseWithZod(formData, { schema: processOwnershipTransferStatusInput });
  if (submission.status !== "success") return reply(submission, t);
  let companyId: string;
  try {
    ({
      processOwnershipTransferStatus: { companyId },
    } = await orProfile(() => auth.call(ProcessOwnershipTransferStatusDocument, { input: submission.value })));
  } catch (error) {
    return replyWithApiError(submission, error, t);
  }
  const { toast, to } = transferOutcome[submission.value.status];
  return redirectWithToast(request, context, to(companyId), { type: "success", title: toast });
}
