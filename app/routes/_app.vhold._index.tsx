import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, useLoaderData } from "@remix-run/react";
import { ListUserCompaniesDocument } from "#graphql/generated/operations";
import { CompanyPicker, type CompanyResults } from "~/components/header/company-picker";
import { requireUserSession } from "~/lib/auth.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";

export const meta = pageTitle("companies");

/** Companies this page lists at most; search finds the others. */
const PAGE_COMPANIES = 50;

/**
 * /vhold: the person's companies with a search. The company switcher without JavaScript (its
 * search form comes here), and with JavaScript the switcher's live search reads this loader
 * through a fetcher.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const search = (new URL(request.url).searchParams.get("search") ?? "").trim().slice(0, 64);
  const { listUserCompanies } = await auth.call(ListUserCompaniesDocument, { search: search || null, limit: PAGE_COMPANIES + 1 });
  const results: CompanyResults = {
    companies: listUserCompanies.slice(0, PAGE_COMPANIES).map(({ id, name }) => ({ id, name })),
    search,
    more: listUserCompanies.length > PAGE_COMPANIES,
    limit: PAGE_COMPANIES,
  };
  return data(results, { headers: { "cache-control": "private, no-store" } });
}

export default function Companies() {
  const { t } = useTranslation();
  const results = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("companySwitcher.heading")}</h1>
      <CompanyPicker key={results.search} initial={results} currentId={null} live={false} idPrefix="companies" />
    </div>
  );
}
