import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createTranslator, type TFunction } from "./translate";

interface I18nValue {
  t: TFunction;
  i18n: { language: string };
}

const I18nContext = createContext<I18nValue>({ t: (key) => key, i18n: { language: "uk" } });

export function I18nProvider({ locale, catalogue, children }: { locale: string; catalogue: object; children: ReactNode }) {
  const value = useMemo(() => ({ t: createTranslator(catalogue, locale), i18n: { language: locale } }), [catalogue, locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `const { t, i18n } = useTranslation()`: the page's translator and language. */
export function useTranslation(): I18nValue {
  return useContext(I18nContext);
}
