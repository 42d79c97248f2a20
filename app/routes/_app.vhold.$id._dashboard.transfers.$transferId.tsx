import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteDialogHost } from "~/components/route-dialog";
import { ShareTransferView } from "~/components/vhold/share-transfer";
import { transferPath } from "~/lib/share-transfer-paths";
import { pageTitle } from "~/lib/meta";
import { shareTransferAction, shareTransferLoader } from "./_app.vhold.$id/share-transfer.server";

export const meta = pageTitle("vholdShareTransfer");

/**
 * One share transfer over its company's dashboard (a dialog with JavaScript, a page without), for
 * its sender and a recipient who is already a co-owner: the recipient accepts or declines it,
 * the sender cancels it while it waits. A recipient who owns no part of the company is sent to
 * the same transfer over their profile (_app.profile.transfers.$transferId.tsx).
 */
export const loader = (args: LoaderFunctionArgs) => shareTransferLoader(args, "company");
export const action = (args: ActionFunctionArgs) => shareTransferAction(args, "company");

/** The transfer, with decline's and cancel's question over it as a dialog (JavaScript) or in its place as a page. */
export default function CompanyShareTransfer() {
  const { transfer } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialogHost parentPath={transferPath("company", transfer)}>
      <ShareTransferView transfer={transfer} place="company" lastResult={lastResult} />
    </RouteDialogHost>
  );
}
