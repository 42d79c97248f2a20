import { redirect } from "@remix-run/node";

/** `/` is the profile (the route guard sends a signed-out visitor on to sign-in). */
export const loader = () => redirect("/profile");
