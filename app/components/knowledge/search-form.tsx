import { Form } from "@remix-run/react";
import { useSearchAsTyped } from "~/components/ui/search-form";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";

/**
 * The sidebar's search: a GET form to /knowledge-base?q=…, which renders the filtered tree and
 * the matching posts without JavaScript. With `live` (the index page, which hydrates) it also
 * filters as the reader types, 300 ms after the last key, replacing the history entry.
 */
export function SearchForm({ q, live }: { q: string; live: boolean }) {
  const { t } = useTranslation();
  const searchAsTyped = useSearchAsTyped();
  return (
    <Form
      method="get"
      action="/knowledge-base"
      role="search"
      className="flex gap-2"
      onSubmit={live ? searchAsTyped.onSubmit : undefined}
    >
      <label htmlFor="kb-search" className="sr-only">
        {t("knowledge.search.label")}
      </label>
      <input
        id="kb-search"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        placeholder={t("knowledge.search.placeholder")}
        className={`${inputClass} min-w-0 flex-1 py-1.5 text-sm`}
        onChange={live ? searchAsTyped.onChange : undefined}
      />
      <button type="submit" className={buttonClass("secondary", "min-h-9 px-3 py-1.5")}>
        {t("knowledge.search.submit")}
      </button>
    </Form>
  );
}
