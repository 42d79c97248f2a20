import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { AnswerQuestion } from "~/components/vhold/share-transfer";
import { pageTitle } from "~/lib/meta";
import { answerAction, answerLoader } from "./_app.vhold.$id/share-transfer.server";

export const meta: MetaFunction = (args) =>
  pageTitle(args.params.answer === "cancel" ? "vholdCancelTransfer" : "vholdDeclineTransfer")(args);

/**
 * The question before a share transfer is declined or canceled, over the transfer's page (a
 * dialog over the transfer's dialog with JavaScript, a page of its own without). "Back" returns
 * to the transfer unchanged; the answer is a POST of its own.
 */
export const loader = (args: LoaderFunctionArgs) => answerLoader(args, "company");
export const action = (args: ActionFunctionArgs) => answerAction(args);

export default function CompanyShareTransferAnswer() {
  const { question } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <AnswerQuestion question={question} lastResult={lastResult} />;
}
