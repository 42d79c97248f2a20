import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Outlet, useRouteLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/lib/route-handle";
import { loadCompany } from "./vhold.server";

/**
 * The vhold layout: the company of /vhold/{id} and every page under it, loaded once. A company
 * the caller has no part in sends them to the profile (spec: OWNER_NOT_FOUND, no toast).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { company } = await loadCompany(request, context, params.id ?? "");
  return data({ company });
}

export const handle: RouteHandle = { i18n: ["vhold"] };

/** The company as the vhold layout loaded it, for the pages under it. */
export function useCompany() {
  return useRouteLoaderData<typeof loader>("routes/_app.vhold.$id")!.company;
}

export default function VholdLayout() {
  return <Outlet />;
}
