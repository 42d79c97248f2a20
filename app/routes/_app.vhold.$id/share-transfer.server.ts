import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { GetShareTransferDocument } from "#graphql/generated/operations";
import type { AnswerQuestionData } from "~/components/vhold/share-transfer";
import { ANSWER_STEPS, transferPath, type Answer, type TransferPlace } from "~/lib/share-transfer-paths";
import { requireUserSession } from "~/lib/auth.server";
import { answerShareTransfer, orProfile, profilePlaceOf } from "./vhold.server";

/**
 * The loaders and actions of a share transfer's page and of its questions, the same in both of
 * its places (components/vhold/share-transfer.tsx): over the company's dashboard and over the
 * profile.
 */

/** The transfer's page in this place, from the route's params. */
const pathOf = (place: TransferPlace, params: LoaderFunctionArgs["params"]) =>
  transferPath(place, { companyId: params.id ?? "", id: params.transferId ?? "" });

/** The transfer, as the caller (its sender or recipient) may see it. */
async function fetchTransfer(
  request: Request,
  context: LoaderFunctionArgs["context"],
  place: TransferPlace,
  params: LoaderFunctionArgs["params"],
) {
  const auth = await requireUserSession(request, context);
  // Someone who cannot see the company (OWNER_NOT_FOUND) finds the same transfer over their profile.
  const elsewhere = place === "company" ? profilePlaceOf(request) : "/profile";
  const [{ getShareTransfer: transfer }, user] = await orProfile(
    () => Promise.all([auth.call(GetShareTransferDocument, { id: params.transferId ?? "" }), auth.getUser()]),
    elsewhere,
  );
  // A transfer asked for under another company's address: its own.
  if (place === "company" && transfer.companyId !== params.id) throw redirect(transferPath(place, transfer));
  return { transfer, user };
}

export async function shareTransferLoader({ request, context, params }: LoaderFunctionArgs, place: TransferPlace) {
  const { transfer } = await fetchTransfer(request, context, place, params);
  return data({ transfer });
}

/**
 * Accept, in one step: it is what the offer asks the recipient for, it takes nothing from them,
 * and the spec asks a confirmation only of what ends something (as logout). Decline and cancel
 * end the offer for good, so they ask first, on their own step; one posted here directly (a page
 * from before, a hand-made form) is sent to that step instead of being done.
 */
export async function shareTransferAction({ request, context, params }: ActionFunctionArgs, place: TransferPlace) {
  const formData = await request.formData();
  const status = formData.get("status");
  if (status === "DECLINED" || status === "CANCELED")
    return redirect(`${pathOf(place, params)}/${ANSWER_STEPS[status]}`);
  return answerShareTransfer(request, context, params.transferId ?? "", formData);
}

/** The two answers that ask first: the recipient's decline and the sender's cancel. */
const ANSWERS = {
  decline: { status: "DECLINED", by: "recipient" },
  cancel: { status: "CANCELED", by: "sender" },
} as const;

const answerOf = (param: string | undefined): Answer => {
  if (param === "decline" || param === "cancel") return param;
  throw new Response(null, { status: 404, statusText: "Not Found" });
};

/**
 * The question before a share transfer is declined (/decline, its recipient) or canceled
 * (/cancel, its sender). A transfer no longer waiting, or not the caller's to answer so, sends
 * them back to its page, which says how it stands.
 */
export async function answerLoader({ request, context, params }: LoaderFunctionArgs, place: TransferPlace) {
  const answer = answerOf(params.answer);
  const { transfer, user } = await fetchTransfer(request, context, place, params);
  const page = transferPath(place, transfer);
  const party = ANSWERS[answer].by === "recipient" ? transfer.toUserId : transfer.fromUserId;
  if (transfer.status !== "PENDING" || party !== user.id) throw redirect(page);
  const question: AnswerQuestionData = {
    answer,
    page,
    company: transfer.company.name,
    share: transfer.share,
    // Named in the reader's language ("Deleted account" for a deleted one).
    from: { name: transfer.fromUser.name, surname: transfer.fromUser.surname, deleted: transfer.fromUser.deleted },
    to: { name: transfer.toUser.name, surname: transfer.toUser.surname, deleted: transfer.toUser.deleted },
  };
  return data({ question });
}

export async function answerAction({ request, context, params }: ActionFunctionArgs) {
  const answer = answerOf(params.answer);
  const formData = new FormData();
  formData.set("status", ANSWERS[answer].status);
  return answerShareTransfer(request, context, params.transferId ?? "", formData);
}
