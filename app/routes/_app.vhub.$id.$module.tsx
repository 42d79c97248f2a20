import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { redirect } from "@remix-run/react";

/** The hub's Team and Owners are the control center's sections (issue 21): their old addresses lead there. */
const CONTROL_SECTIONS = new Set(["team", "owners"]);

/**
 * Anything else under a role goes to its dashboard (spec: an unknown path leads home). Every
 * module with a page has its own route (tasks, files and instructions, each saying "in
 * development" while its flag is off); those still to come are listed by the hub's menu only.
 */
export function loader({ params }: LoaderFunctionArgs) {
  if (CONTROL_SECTIONS.has(params.module ?? "")) throw redirect(`/vhub/${params.id}/control-center/${params.module}`);
  throw redirect(`/vhub/${params.id}`);
}
