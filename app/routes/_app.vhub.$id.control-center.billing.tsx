import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { SectionInDevelopment } from "~/components/control-center/section";
import { requireSectionOn } from "~/lib/control-center.server";
import { pageTitle } from "~/lib/meta";

export const meta = pageTitle("vhubControlCenter");

/** The control center's billing section: its issue (21) builds it; until then, in development. */
export function loader({ context, params }: LoaderFunctionArgs) {
  requireSectionOn(context, "billing", params.id ?? "");
  return null;
}

export default function Section() {
  return <SectionInDevelopment section="billing" />;
}
