import { redirect } from "@remix-run/server-runtime";

/** /settings opens its first page. */
export const loader = () => redirect("/settings/personal-info");
