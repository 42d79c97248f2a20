import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteDialogHost } from "~/components/route-dialog";
import { ShareTransferView } from "~/components/vhold/share-transfer";
import { transferPath } from "~/lib/share-transfer-paths";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { shareTransferAction, shareTransferLoader } from "./_app.vhold.$id/share-transfer.server";

/** The transfer over the profile speaks vHold's texts (the profile alone does not load them). */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/vhold.ts")) };

export const meta = pageTitle("vholdShareTransfer");

/**
 * One share transfer over the profile (a dialog with JavaScript, a page without), for a recipient
 * who owns no part of the company yet: its dashboard is not theirs to see, and the profile is
 * where their offers are listed, so the offer opens there (the company's address of the transfer,
 * as a notification links it, sends them here). Accepting leads to the company's dashboard,
 * declining back to the profile.
 */
export const loader = (args: LoaderFunctionArgs) => shareTransferLoader(args, "profile");
export const action = (args: ActionFunctionArgs) => shareTransferAction(args, "profile");

export default function ProfileShareTransfer() {
  const { transfer } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialogHost parentPath={transferPath("profile", transfer)}>
      <ShareTransferView transfer={transfer} place="profile" lastResult={lastResult} />
    </RouteDialogHost>
  );
}
