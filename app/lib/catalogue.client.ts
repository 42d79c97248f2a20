/**
 * The browser's catalogues: per language, common and the areas loaded so far, each area its own
 * chunk. A language's catalogue is one object that grows as areas arrive, so a translator made
 * for it sees an area the moment it is loaded.
 */
import { areas, defaultLanguage, isLanguage, type Area } from "./i18n";
import { areaChunks } from "./route-handle";

type Texts = Record<string, unknown>;
type Chunk = () => Promise<unknown>;
// Common and the errors (any page may show one) come with the shell; an area's chunk with the
// route modules that name it (areaTexts), or, for an area no route in view named, from the list of
// all (its own chunk). The server-only areas (see `areas`) are not built for the browser at all.
const shell: Record<string, Chunk> = import.meta.glob(["/app/locales/*/common.ts", "/app/locales/*/errors.ts"]);
const chunk = async (locale: string, area: string) => {
  const load =
    area === "common" || area === "errors"
      ? shell[`/app/locales/${locale}/${area}.ts`]
      : areaChunks.get(`${locale}/${area}`);
  const module = (await (load ?? (await import("./catalogue-all")).chunk(locale, area))()) as { default: Texts };
  return module.default;
};

const catalogues = new Map<string, Texts>();
const loading = new Map<string, Promise<void>>();
/** `<locale>/<area>` of the areas in: a dotted area (auth.signin) sits one level down. */
const loaded = new Set<string>();

function loadArea(locale: string, area: "common" | Area): Promise<void> {
  const key = `${locale}/${area}`;
  let pending = loading.get(key);
  if (!pending) {
    pending =
      area === "common"
        ? chunk(locale, area).then((texts) => void catalogues.set(locale, { ...texts }))
        : Promise.all([loadArea(locale, "common"), chunk(locale, area)]).then(([, texts]) => {
            const [first, second] = area.split(".");
            const catalogue = catalogues.get(locale)!;
            // An area may hold dotted ones (control and control.profile), which arrive in any
            // order: each adds its texts to what is there.
            if (second) ((catalogue[first] ??= {}) as Texts)[second] = texts;
            else catalogue[first] = { ...(catalogue[first] as Texts | undefined), ...texts };
            loaded.add(key);
          });
    // A failed chunk (the network) may be asked for again.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** A language's catalogue with its common texts and the given areas (each loaded once). */
export async function loadCatalogue(locale: string, wanted: readonly Area[] = []): Promise<object> {
  const lang = isLanguage(locale) ? locale : defaultLanguage;
  await Promise.all([loadArea(lang, "common"), ...wanted.map((area) => loadArea(lang, area))]);
  return catalogues.get(lang)!;
}

/** Undefined when an area of a language is in the browser, else the promise of its arrival. */
export function areaPending(locale: string, area: Area): Promise<void> | undefined {
  return loaded.has(`${locale}/${area}`) ? undefined : loadArea(locale, area);
}

/** The areas of a language loaded so far (another language is loaded with the same ones). */
export function loadedAreas(locale: string): Area[] {
  return areas.filter((area) => loaded.has(`${locale}/${area}`));
}
