import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { defaultLanguage, isLanguage } from "./lib/i18n";
import { I18nProvider } from "./lib/i18n-react";

// Only the page's language travels to the browser, as its own chunk.
const catalogues = import.meta.glob<{ default: object }>("./locales/{uk,ru,en}.ts");

const load = async (locale: string) => (await catalogues[`./locales/${isLanguage(locale) ? locale : defaultLanguage}.ts`]()).default;

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLanguage(lang) ? lang : defaultLanguage;
  const catalogue = await load(locale);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider locale={locale} catalogue={catalogue} load={load}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

void hydrate();
