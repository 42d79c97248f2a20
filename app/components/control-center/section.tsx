import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { ControlCenterSection } from "~/lib/hub-paths";
import { CONTROL_SECTION_LABELS } from "./labels";

/** A control-center section's frame: its heading (the page's second level) and its content. */
export function ControlSection({
  section,
  actions,
  children,
}: {
  section: ControlCenterSection;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="section-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <div className="flex flex-wrap items-center justify-between gap-stack">
        <h2 id="section-heading" className="ui-section-title">
          {t(CONTROL_SECTION_LABELS[section])}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A section whose issue has not landed yet: said plainly, as the hub's other such pages do. */
export function SectionInDevelopment({ section }: { section: ControlCenterSection }) {
  const { t } = useTranslation();
  return (
    <ControlSection section={section}>
      <p className="text-muted">{t("vhub.development.text")}</p>
    </ControlSection>
  );
}
