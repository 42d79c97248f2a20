import type { LinksFunction } from "@remix-run/server-runtime";
import { Outlet } from "@remix-run/react";
import richTextStyles from "~/styles/rich-text.css?url";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

/** The instructions' pages (issue 23; spec: /vhub/{id}/instruction...) bring their texts. */
export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/instructions.ts")) };

/** The instructions' text and editor look as the knowledge base's do. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: richTextStyles }];

export default function InstructionsLayout() {
  return <Outlet />;
}
