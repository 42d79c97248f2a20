import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { areaOf, type Area } from "./i18n";
import { createTranslator, type TFunction } from "./translate";

interface I18nValue {
  t: TFunction;
  i18n: { language: string };
  /** Switches to another language once its catalogue is loaded (in the browser). */
  follow?: (locale: string) => void;
  /**
   * Resolves once an area's texts are in the browser (at once on the server, or when loaded).
   * Code that renders texts in a synchronous update (flushSync) waits for it first: a text of an
   * area still on its way suspends, which such an update cannot do.
   */
  areaReady: (area: Area) => Promise<void>;
}

const I18nContext = createContext<I18nValue>({
  t: (key) => key,
  i18n: { language: "uk" },
  areaReady: () => Promise.resolve(),
});

/**
 * The page's translator. On the server the language is fixed for the request; in the browser it
 * follows the root loader's language (see useFollowLanguage): signing in as a Ukrainian user
 * from an English sign-in page, or logging out, changes the language without a reload, and
 * the texts change together with <html lang>, both read from here.
 */
export function I18nProvider({
  locale,
  catalogue,
  load,
  pending,
  children,
}: {
  locale: string;
  catalogue: object;
  /** Browser only: fetches another language's catalogue with the areas loaded for `from`. */
  load?: (locale: string, from: string) => Promise<object>;
  /**
   * Browser only: the arrival of an area not loaded yet. A text of such an area suspends its
   * component until the area's chunk is in; navigations run in a transition, so the page in
   * view stays until the next one can show its texts (never a raw key).
   */
  pending?: (locale: string, area: Area) => Promise<void> | undefined;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ locale, catalogue });
  const wanted = useRef(locale);
  const follow = useCallback(
    (next: string) => {
      if (!load || next === wanted.current) return;
      const from = wanted.current;
      wanted.current = next;
      void load(next, from).then((nextCatalogue) => {
        // A later switch may have overtaken this one.
        if (wanted.current === next) setCurrent({ locale: next, catalogue: nextCatalogue });
      });
    },
    [load],
  );
  const value = useMemo(() => {
    const translate = createTranslator(current.catalogue, current.locale);
    const t: TFunction = pending
      ? (key, values) => {
          const area = areaOf(key);
          const arrival = area ? pending(current.locale, area) : undefined;
          if (arrival) throw arrival;
          return translate(key, values);
        }
      : translate;
    const areaReady = (area: Area) => pending?.(current.locale, area) ?? Promise.resolve();
    return { t, i18n: { language: current.locale }, follow, areaReady };
  }, [current, follow, pending]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `const { t, i18n } = useTranslation()`: the page's translator and language. */
export function useTranslation(): I18nValue {
  return useContext(I18nContext);
}

/** Keeps the browser's language in step with the language the server decided for this page. */
export function useFollowLanguage(locale: string | undefined) {
  const { follow } = useContext(I18nContext);
  useEffect(() => {
    if (locale) follow?.(locale);
  }, [locale, follow]);
}
