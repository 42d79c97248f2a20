import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Outlet } from "@remix-run/react";
import { SiteFrame } from "~/components/site-frame";
import { requireAnonymous } from "~/lib/auth.server";
import type { RouteHandle } from "~/lib/route-handle";

/** The auth layout: signed-out visitors only; a signed-in user goes to the profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

export const handle: RouteHandle = { i18n: ["auth"] };

export default function AuthLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
