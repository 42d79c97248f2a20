import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { areaPending, loadCatalogue, loadedAreas } from "./lib/catalogue.client";
import { defaultLanguage, isArea, isLanguage } from "./lib/i18n";
import { I18nProvider } from "./lib/i18n-react";

// Another language is loaded with the areas the current one has.
const load = (locale: string, from: string) => loadCatalogue(locale, loadedAreas(from));

async function hydrate() {
  const html = document.documentElement;
  const locale = isLanguage(html.lang) ? html.lang : defaultLanguage;
  // Only the page's language travels, and of it only common and the areas its routes name.
  const catalogue = await loadCatalogue(locale, (html.dataset.i18n ?? "").split(" ").filter(isArea));
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider locale={locale} catalogue={catalogue} load={load} pending={areaPending}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

void hydrate();
