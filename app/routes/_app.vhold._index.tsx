import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, redirect, useLoaderData } from "@remix-run/react";
import { GetCompanyDocument, ListUserCompaniesDocument } from "#graphql/generated/operations";
import { CompanyPicker, type CompanyResults } from "~/components/header/company-picker";
import { ApiError } from "~/lib/api.server";
import { requireUserSession, type UserSession } from "~/lib/auth.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { lastCompanyCookie, lastCompanyId } from "~/lib/vhold-change.server";

export const meta = pageTitle("companies");

/** Companies this page lists at most; search finds the others. */
const PAGE_COMPANIES = 50;

/**
 * /vhold: the company the person last opened (vhold_change), if they still own a part of it;
 * else their companies with a search. The list itself is /vhold?search= (empty: all): the
 * company switcher without JavaScript (its search form comes here), and with JavaScript the
 * switcher's live search reads this loader through a fetcher.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  const url = new URL(request.url);
  const headers = new Headers({ "cache-control": "private, no-store" });
  if (!url.search) {
    const last = lastCompanyId(request);
    if (last && (await stillOwned(auth, last))) return redirect(`/vhold/${last}`, { headers });
    // Theirs no more (or never): forgotten without a word, and the list is shown.
    if (last) headers.append("set-cookie", lastCompanyCookie(null, context.secureCookies));
  }
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 64);
  const { listUserCompanies } = await auth.call(ListUserCompaniesDocument, {
    search: search || null,
    limit: PAGE_COMPANIES + 1,
  });
  const results: CompanyResults = {
    companies: listUserCompanies.slice(0, PAGE_COMPANIES).map(({ id, name, avatar }) => ({ id, name, avatar })),
    search,
    more: listUserCompanies.length > PAGE_COMPANIES,
    limit: PAGE_COMPANIES,
  };
  return data(results, { headers });
}

/** Whether the caller still owns a part of the company (the API decides; not theirs is simply no). */
async function stillOwned(auth: UserSession, companyId: string): Promise<boolean> {
  try {
    const { getCompany } = await auth.call(GetCompanyDocument, { id: companyId });
    return Boolean(getCompany.myShare);
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export default function Companies() {
  const { t } = useTranslation();
  const results = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">{t("app.companySwitcher.heading")}</h1>
      <CompanyPicker key={results.search} initial={results} currentId={null} live={false} idPrefix="companies" />
    </div>
  );
}
