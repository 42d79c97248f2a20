import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { data, NavLink, Outlet, useLoaderData, useLocation, useParams } from "@remix-run/react";
import { ModuleInDevelopment } from "~/components/vhub/module-in-development";
import { filesPath } from "~/lib/files-paths";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";
import { filesAction } from "./_app.vhub.$id/files-actions.server";
import { filesOn } from "./_app.vhub.$id/files.server";

export const meta = pageTitle("vhubFiles");

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/files.ts")) };

/** The files page (issue 22; spec: /vhub/{id}/files); while FEATURE_FILES is off, the hub's in-development page (spec). */
export function loader({ context }: LoaderFunctionArgs) {
  return data({ on: filesOn(context) });
}

/** The upload form without JavaScript posts to the page in view (the top of My files comes here): files-actions.server.ts. */
export const action = (args: ActionFunctionArgs) => filesAction(args);

/** The page's frame: its title and the tabs My files, Available to me and Deleted; the tab's list below. */
export default function FilesLayout() {
  const { t } = useTranslation();
  const { on } = useLoaderData<typeof loader>();
  const { id = "" } = useParams();
  const location = useLocation();
  if (!on) return <ModuleInDevelopment label="vhub.nav.files" />;
  const available = filesPath(id, "available");
  const trash = filesPath(id, "trash");
  const inTab = (path: string) => location.pathname === path || location.pathname.startsWith(`${path}/`);
  const tabs = [
    { key: "mine", to: filesPath(id), current: !inTab(available) && !inTab(trash) },
    { key: "available", to: available, current: inTab(available) },
    { key: "trash", to: trash, current: inTab(trash) },
  ] as const;
  return (
    <section
      aria-labelledby="files-heading"
      className="space-y-stack rounded-xl border border-line bg-surface p-section"
    >
      <h1 id="files-heading" className="ui-page-title">
        {t("files.heading")}
      </h1>
      <nav aria-label={t("files.tabs.label")}>
        <ul className="flex flex-wrap gap-1 border-b border-line">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={tab.to}
                end
                aria-current={tab.current ? "page" : undefined}
                className={`-mb-px inline-flex min-h-10 items-center border-b-2 px-3 text-sm ${tab.current ? "border-link font-medium" : "border-transparent hover:border-line"}`}
              >
                {t(`files.tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </section>
  );
}
