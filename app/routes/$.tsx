import { redirect } from "@remix-run/server-runtime";

/** Any unknown path goes home (spec: route table). */
export const loader = () => redirect("/");
export const action = () => redirect("/");
