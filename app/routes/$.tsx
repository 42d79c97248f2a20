import { redirect } from "@remix-run/node";

/** Any unknown path goes home (spec: route table). */
export const loader = () => redirect("/");
export const action = () => redirect("/");
