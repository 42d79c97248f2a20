import { redirect } from "@remix-run/server-runtime";

/** `/` is the profile (the route guard sends a signed-out visitor on to sign-in). */
export const loader = () => redirect("/profile");
