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
    <span className="ml-1 rounded border border-line-strong px-1 text-xs font-normal text-subtle uppercase">
      <span aria-hidden="true">{languageCode}</span>
      <span className="sr-only">
        ({t("app.posts.inLanguage", { language: t(dynamicKey(`language.${languageCode}`)) })})
      </span>
    </span>
  );
}
