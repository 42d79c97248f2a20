import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { languages } from "~/lib/i18n";
import { buttonClass } from "./ui/button";

/** Picks the interface language: a plain form, so it works without JavaScript. */
export function LanguageForm() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/preferences/locale" className="flex items-center gap-2" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="language-select" className="text-sm">
        {t("language.label")}
      </label>
      <select id="language-select" name="language" defaultValue={i18n.language} className="ui-select ui-select-sm">
        {languages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClass("secondary", "min-h-8 px-3 py-1")}>
        {t("language.apply")}
      </button>
    </Form>
  );
}
