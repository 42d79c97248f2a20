import { useTranslation } from "~/lib/i18n-react";
import type { TKey } from "~/lib/translate";

/** A hub module whose issue has not landed, or that its flag keeps off: said plainly (spec: in-development pages). */
export function ModuleInDevelopment({ label }: { label: TKey }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="module-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <h1 id="module-heading" className="ui-page-title">
        {t(label)}
      </h1>
      <p className="text-muted">{t("vhub.development.text")}</p>
    </section>
  );
}
