import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data } from "@remix-run/react";
import { AppLayoutDocument } from "#graphql/generated/operations";
import { HEADER_COMPANIES } from "~/components/header/header-data";
import { formatPhone } from "#graphql/phone.server";
import { requireUserSession } from "~/lib/auth.server";
import { getTheme } from "~/lib/theme.server";

/** The app layout: signed-in users only (the route guard), with the header. */
export async function loadAppLayout({ request, context }: LoaderFunctionArgs) {
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
