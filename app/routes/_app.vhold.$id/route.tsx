import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Outlet, useRouteLoaderData } from "@remix-run/react";
import { namesDirectly as soleOwnerNames } from "#graphql/validation/company-limits";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { lastCompanyCookie, lastCompanyId } from "~/lib/vhold-change.server";
import { ownershipFigure } from "~/lib/charts.server";
import { getTranslator } from "~/lib/forms.server";
import { loadCompany } from "./vhold.server";

/**
 * The vhold layout: the company of /vhold/{id} and every page under it, loaded once. A company
 * the caller has no part in sends them to the profile (spec: OWNER_NOT_FOUND, no toast). A
 * company the caller owns a part of is remembered as the last one opened (vhold_change), which
 * /vhold and the header's vHold switch open next time.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { company } = await loadCompany(request, context, params.id ?? "");
  const remember = company.myShare && lastCompanyId(request) !== company.id;
  // Ownership as a picture (the dashboard's donut and legend, drawn here: no script of its own).
  const { t, locale } = await getTranslator(request, context);
  const ownership = ownershipFigure(
    company.owners.map((owner) => ({ share: owner.share, person: owner.user })),
    { t, language: locale, total: company.numberOfOwners, headingId: "ownership-chart-heading" },
  );
  return data(
    { company, ownership },
    remember ? { headers: { "set-cookie": lastCompanyCookie(company.id, context.secureCookies) } } : undefined,
  );
}

// The owners' votes and the lifecycle (governance) only on the company's own pages.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/{vhold,governance}.ts")) };

/** The company as the vhold layout loaded it, for the pages under it. */
export function useCompany() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhold.$id")!.company;
}

/** The company's ownership figure, drawn by the server (app/lib/charts.server.ts ownershipFigure). */
export function useOwnershipChart() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhold.$id")!.ownership;
}

/** A sole owner (100 %) names the company directly; with co-owners the name changes by vote (the shared rule). */
export const namesDirectly = (company: { myShare: number | null; numberOfOwners: number }) =>
  soleOwnerNames(company.myShare, company.numberOfOwners);

export default function VholdLayout() {
  return <Outlet />;
}
