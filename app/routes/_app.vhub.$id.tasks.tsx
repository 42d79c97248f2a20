import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, Outlet, useLoaderData } from "@remix-run/react";
import { ModuleInDevelopment } from "~/components/vhub/module-in-development";
import richTextStyles from "~/styles/rich-text.css?url";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

/** The tasks' pages (issue 44: /vhub/{id}/tasks...) bring their texts, and the words they share with the dashboard. */
export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob(["/app/locales/*/tasks.ts", "/app/locales/*/taskWords.ts"])),
};

/** A task's description is the instructions' rich text: it looks as theirs does. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: richTextStyles }];

/** While FEATURE_TASKS is off (an operator's choice; on by default), the hub's in-development page. */
export function loader({ context }: LoaderFunctionArgs) {
  return data({ on: context.features.tasks });
}

export default function TasksLayout() {
  const { on } = useLoaderData<typeof loader>();
  if (!on) return <ModuleInDevelopment label="vhub.nav.tasks" />;
  return <Outlet />;
}
