import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Outlet } from "@remix-run/react";
import { SiteFrame } from "~/components/site-frame";
import { requireAnonymous } from "~/lib/auth.server";

/** The auth layout: signed-out visitors only; a signed-in user goes to the profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return null;
}

export default function AuthLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
