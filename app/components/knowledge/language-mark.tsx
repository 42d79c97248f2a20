import { useTranslation } from "~/lib/i18n-react";
import { dynamicKey } from "~/lib/translate";

/**
 * Marks a name or title shown in another language than the reader's (the fallback): a short
 * visible code, and the language's name for screen readers.
 */
export function LanguageMark({ languageCode }: { languageCode: string }) {
  const { t, i18n } = useTranslation();
  if (languageCode === i18n.language) return null;
  return (
    <span className="ml-1 rounded border border-slate-300 px-1 text-xs font-normal text-slate-600 uppercase dark:border-slate-600 dark:text-slate-300">
      <span aria-hidden="true">{languageCode}</span>
      <span className="sr-only">({t("knowledge.inLanguage", { language: t(dynamicKey(`language.${languageCode}`)) })})</span>
    </span>
  );
}
