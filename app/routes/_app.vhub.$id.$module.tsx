import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect, useParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import type { TKey } from "~/lib/translate";

export const meta = pageTitle("vhubModule");

/** The hub's modules whose issues are still to come: each a page saying it is in development (spec). */
const MODULES: Record<string, TKey> = {
  files: "vhub.nav.files",
  instruction: "vhub.nav.instructions",
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
  const { t } = useTranslation();
  const { module = "" } = useParams();
  const name = t(MODULES[module] ?? "vhub.nav.dashboard");
  return (
    <section aria-labelledby="module-heading" className="space-y-stack rounded-xl border border-line bg-surface p-section">
      <h1 id="module-heading" className="ui-page-title">
        {name}
      </h1>
      <p className="text-muted">{t("vhub.development.text")}</p>
    </section>
  );
}
