import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/react";
import { hubPath } from "~/lib/hub-paths";

/** /vhub/{id}/control-center opens its default section (spec: company-profile), keeping ?from=. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  throw redirect(`${hubPath(params.id ?? "")}/control-center/company-profile${search}`);
}
