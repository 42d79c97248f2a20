import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { LegalDocument } from "~/content/legal";
import { SiteFrame } from "./site-frame";
import { dateTimeFormat } from "~/lib/intl";

/** A legal text as a public page, in the site frame. */
export function LegalPage({ document, signedIn }: { document: LegalDocument; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <SiteFrame wide>
      <LegalArticle document={document}>
        <Link to={signedIn ? "/profile" : "/auth/signin"} className="inline-block text-link underline">
          {signedIn ? t("legal.toProfile") : t("legal.toSignIn")}
        </Link>
      </LegalArticle>
    </SiteFrame>
  );
}

/** The text itself: on its public page and inside the settings layout (/settings/user-agreement...). */
export function LegalArticle({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const updated = dateTimeFormat(i18n.language, "longDate|UTC", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(document.updated),
  );
  return (
    <article className="max-w-3xl space-y-section">
      <h1 className="ui-page-title">{document.title}</h1>
      <p className="text-sm text-subtle">{t("legal.updated", { date: updated })}</p>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="space-y-stack">
          <h2 className="ui-section-title">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
