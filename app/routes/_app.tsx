import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { AppLayoutDocument } from "#graphql/generated/operations";
import { AppHeader } from "~/components/app-header";
import { HEADER_COMPANIES } from "~/components/header/header-data";
import { formatPhone } from "#graphql/phone.server";
import { requireUserSession } from "~/lib/auth.server";
import { getTheme } from "~/lib/theme.server";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

// The header's texts (and those of every page only a signed-in person sees): not on the sign-in pages.
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/app.ts")) };

/** The app layout: signed-in users only (the route guard), with the header. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUserSession(request, context);
  // One more than the header shows: it then knows to say that search finds the others.
  // The header's companies and its unread notifications' count come in one request.
  const [user, theme, { listUserCompanies, countUserUnreadNotifications, listUserCompanyRoles }] = await Promise.all([
    auth.getUser(),
    getTheme(request),
    auth.call(AppLayoutDocument, { limit: HEADER_COMPANIES + 1 }),
  ]);
  const companies = listUserCompanies.slice(0, HEADER_COMPANIES).map(({ id, name, avatar }) => ({ id, name, avatar }));
  // vHold opens /vhold, which goes on to the company last opened (vhold_change) if it is still
  // theirs, else lists them: decided there, when followed, so that the cookie is read as it is
  // then (this loader is not read again on every navigation). Without a company it stays
  // disabled (spec: header).
  const vholdStart = companies.length ? "/vhold" : null;
  // vHub likewise opens /vhub (the role last worked in, else the first); without a role it is disabled.
  const roles = listUserCompanyRoles.map(({ id, name, level, company }) => ({
    id,
    name,
    level,
    company: { id: company.id, name: company.name },
  }));
  return data({
    // The phone as people read it (+380 67 111 2255), formatted here so that no page ships the
    // phone library to the browser.
    user: { ...user, phoneDisplay: formatPhone(user.phone) },
    theme,
    supportEmail: context.supportEmail,
    features: context.features,
    vholdStart,
    roles,
    unread: countUserUnreadNotifications,
    companies: { companies, search: "", more: listUserCompanies.length > HEADER_COMPANIES, limit: HEADER_COMPANIES },
  });
}

/** The signed-in person, as the app layout loaded them, for every page and component under it. */
export function useSignedInUser() {
  return useRouteLoaderData<typeof loader>("routes/_app")!.user;
}

/** The feature flags (graphql/features.ts), as the app layout read them: switched-off modules' links are disabled. */
export function useFeatures() {
  return useRouteLoaderData<typeof loader>("routes/_app")!.features;
}

/** The signed-in person's live roles, as the app layout loaded them (the header's, the profile's). */
export function useSignedInRoles() {
  return useRouteLoaderData<typeof loader>("routes/_app")!.roles;
}

/** The role of the vhub layout in view, if any. */
function useRoleInView(): string | null {
  const vhub = useRouteLoaderData("routes/_app.vhub.$id") as { role?: { id: string } } | undefined;
  return vhub?.role?.id ?? null;
}

/** The company of the vhold layout in view, if any (its loader has it already). */
function useCompanyInView() {
  const vhold = useRouteLoaderData("routes/_app.vhold.$id") as { company?: { id: string; name: string } } | undefined;
  return vhold?.company ? { id: vhold.company.id, name: vhold.company.name } : null;
}

export default function AppLayout() {
  const { t } = useTranslation();
  const { user, theme, supportEmail, vholdStart, companies, unread, roles } = useLoaderData<typeof loader>();
  const location = useLocation();
  const current = useCompanyInView();
  const inVhold = location.pathname === "/vhold" || location.pathname.startsWith("/vhold/");
  const vholdHref = current ? `/vhold/${current.id}` : vholdStart;
  const currentRoleId = useRoleInView();
  const inVhub = location.pathname === "/vhub" || location.pathname.startsWith("/vhub/");
  const vhubHref = currentRoleId ? `/vhub/${currentRoleId}` : roles.length ? "/vhub" : null;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="ui-skip-link">
        {t("skipToContent")}
      </a>
      <AppHeader
        data={{ user, theme, supportEmail, vholdHref, inVhold, current, vhubHref, inVhub, companies, unread }}
      />
      <main id="main" className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
