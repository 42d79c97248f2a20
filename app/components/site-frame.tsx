import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { LanguageForm } from "./language-form";

/** The frame of auth and public pages: the product mark, the language, the legal links. */
export function SiteFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="ui-skip-link">
        {t("skipToContent")}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
        <Link to="/" className="text-xl font-bold text-link">
          {t("product")}
        </Link>
        <LanguageForm />
      </header>
      <main id="main" className={`mx-auto w-full flex-1 px-4 py-6 ${wide ? "max-w-3xl" : "max-w-md"}`}>
        {children}
      </main>
      <footer className="flex flex-wrap justify-center gap-6 px-6 py-6 text-sm text-muted">
        <Link to="/user-agreement" className="underline-offset-2 hover:underline">
          {t("footer.userAgreement")}
        </Link>
        <Link to="/privacy-policy" className="underline-offset-2 hover:underline">
          {t("footer.privacyPolicy")}
        </Link>
      </footer>
    </div>
  );
}

export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="auth-heading" className="rounded-xl border border-line bg-surface p-6 shadow-sm">
      <h1 id="auth-heading" className="ui-page-title mb-4">
        {heading}
      </h1>
      {children}
    </section>
  );
}
