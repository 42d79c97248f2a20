import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { CompanyAvatar } from "../vhold/avatar";

export interface CompanyOption {
  id: string;
  name: string;
  /** The company's avatar (a signed URL), when it has one. */
  avatar?: string | null;
}

/** What /vhold answers (its page, and the switcher's live search through a fetcher). */
export interface CompanyResults {
  companies: CompanyOption[];
  search: string;
  /** More companies match than are shown. */
  more: boolean;
  limit: number;
}

/**
 * The person's companies with a search: the company switcher's popover, the mobile menu's
 * sheet (both with JavaScript) and the /vhold page. `live` (JavaScript runs): typing searches as
 * you go (300 ms after the last key) through a fetcher of /vhold, the page stays where it is.
 * Otherwise (/vhold without JavaScript) the search is a GET form to /vhold, which lists what it
 * finds.
 */
export function CompanyPicker({
  initial,
  currentId,
  live,
  idPrefix,
}: {
  initial: CompanyResults;
  currentId: string | null;
  live: boolean;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CompanyResults>();
  const [search, setSearch] = useState(initial.search);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const load = (value: string) => {
    clearTimeout(timer.current);
    fetcher.load(`/vhold?index&search=${encodeURIComponent(value.trim())}`);
  };
  const results = live && search.trim() && fetcher.data ? fetcher.data : initial;
  const searched = results.search !== "";
  const inputId = `${idPrefix}-search`;
  const statusId = `${idPrefix}-status`;
  const field = (
    <div className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t("app.companySwitcher.search")}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={search}
        placeholder={t("app.companySwitcher.search")}
        maxLength={64}
        autoComplete="off"
        aria-describedby={statusId}
        onChange={(event) => {
          const value = event.target.value;
          setSearch(value);
          if (!live) return;
          clearTimeout(timer.current);
          if (value.trim()) timer.current = setTimeout(() => load(value), 300);
        }}
        className="min-h-10 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-1 text-sm"
      />
      <button
        type="submit"
        className="min-h-10 shrink-0 rounded-md border border-line-strong bg-surface px-3 text-sm font-medium hover:bg-surface-muted"
      >
        {t("app.companySwitcher.searchSubmit")}
      </button>
    </div>
  );
  return (
    <div className="space-y-2">
      {live ? (
        <form
          role="search"
          action="/vhold"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            if (search.trim()) load(search);
          }}
        >
          {field}
        </form>
      ) : (
        <Form role="search" action="/vhold" method="get">
          {field}
        </Form>
      )}
      <div id={statusId} aria-live="polite" className="text-sm text-muted empty:hidden">
        {results.companies.length === 0
          ? searched
            ? t("app.companySwitcher.noMatches", { search: results.search })
            : t("app.companySwitcher.empty")
          : null}
      </div>
      {results.companies.length > 0 ? (
        <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label={t("app.companySwitcher.heading")}>
          {results.companies.map((company) => (
            <li key={company.id}>
              <Link
                to={`/vhold/${company.id}`}
                aria-current={company.id === currentId ? "page" : undefined}
                className="ui-menu-link"
              >
                <CompanyAvatar name={company.name} avatar={company.avatar} size="sm" />
                <span className="min-w-0 break-words">{company.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <CompanyLinks
        all={
          results.more ? (searched ? `/vhold?search=${encodeURIComponent(results.search)}` : "/vhold?search=") : null
        }
        className="border-t border-line pt-2"
      />
    </div>
  );
}

/**
 * The links under the person's companies: all of them (`all`, where more are than shown) and
 * creating one. The mobile menu without JavaScript shows these alone.
 */
export function CompanyLinks({ all, className = "" }: { all: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`}>
      {all ? (
        <li>
          <Link to={all} className="ui-link">
            {t("app.companySwitcher.all")}
          </Link>
        </li>
      ) : null}
      <li>
        <Link to="/create-company" className="ui-link">
          {t("app.companySwitcher.create")}
        </Link>
      </li>
    </ul>
  );
}
