import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect, useParams } from "@remix-run/react";
import { ModuleInDevelopment } from "~/components/vhub/module-in-development";
import { pageTitle } from "~/lib/meta";
import type { TKey } from "~/lib/translate";

export const meta = pageTitle("vhubModule");

/** The hub's modules whose issues are still to come: each a page saying it is in development (spec). Files have their own page (off by their flag, it says the same). */
const MODULES: Record<string, TKey> = {
  tasks: "vhub.nav.tasks",
};

/** The hub's Team and Owners are the control center's sections (issue 21): their old addresses lead there. */
const CONTROL_SECTIONS = new Set(["team", "owners"]);

/** Anything else under a role goes to its dashboard (spec: an unknown path leads home). */
export function loader({ params }: LoaderFunctionArgs) {
  if (CONTROL_SECTIONS.has(params.module ?? "")) throw redirect(`/vhub/${params.id}/control-center/${params.module}`);
  if (!Object.hasOwn(MODULES, params.module ?? "")) throw redirect(`/vhub/${params.id}`);
  return null;
}

export default function InDevelopment() {
  const { module = "" } = useParams();
  return <ModuleInDevelopment label={MODULES[module] ?? "vhub.nav.dashboard"} />;
}
