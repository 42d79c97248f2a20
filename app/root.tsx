import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  isRouteErrorResponse,
} from "@remix-run/react";
import { useFollowLanguage, useTranslation } from "~/lib/i18n-react";
import { ServerToasts, Toaster } from "./components/toaster";
import { catalogues, getLocale } from "./lib/i18next.server";
import { catalogueSection } from "./lib/translate";
import { useNonce } from "./lib/nonce";
import { useHydrate, useI18nAreas } from "./lib/route-handle";
import type { Toast } from "./lib/toast";
import { getSession } from "./lib/session.server";
import { getTheme } from "./lib/theme.server";
import { takeToasts } from "./lib/toast.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const [locale, theme, { toasts, setCookie }] = await Promise.all([
    getLocale(request, session.get("language")),
    getTheme(request),
    takeToasts(request, context),
  ]);
  return data(
    { locale, theme, toasts, devTools: context.devTools, titles: catalogueSection(catalogues[locale], "titles") },
    setCookie ? { headers: { "set-cookie": setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const hydrate = useHydrate();
  const routeAreas = useI18nAreas();
  const routeError = useRouteError();
  const { i18n } = useTranslation();
  // useRouteLoaderData, not useLoaderData: the Layout also wraps the ErrorBoundary, where
  // useLoaderData is not allowed (and the root's data may be missing).
  const root = useRouteLoaderData<typeof loader>("root") as
    { locale?: string; theme?: string; toasts?: Toast[] } | undefined;
  // The areas the page's texts come from: its routes', and errors for an error page or toast.
  const showsError =
    Boolean(routeError) ||
    Boolean(root?.toasts?.some((toast) => [toast.title, toast.description].some((key) => key?.startsWith("errors."))));
  const areas = showsError ? [...routeAreas, "errors"] : routeAreas;
  // One language per page: the root loader decides it, the texts follow, and lang is read from
  // the translator that renders the texts, so the two never disagree.
  useFollowLanguage(root?.locale);
  return (
    <html
      lang={i18n.language}
      dir="ltr"
      className={root?.theme === "dark" ? "dark" : undefined}
      data-static={hydrate ? undefined : "true"}
      data-i18n={hydrate && areas.length > 0 ? areas.join(" ") : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={root?.theme === "dark" ? "dark" : "light"} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const { toasts } = useLoaderData<typeof loader>();
  // Marks the page interactive (hydrated): end-to-end tests wait for it before using enhanced controls.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The address whose page is on screen. The browser's address changes before React has put the
  // new page in place (a navigation renders as a transition), so the tests wait for this one.
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.path = pathname + search;
  }, [pathname, search]);
  return (
    <>
      <ServerToasts toasts={toasts} />
      <Outlet />
      <Toaster toasts={toasts} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-lg p-8">
      <h1 className="text-2xl font-semibold">{t("errors.title")}</h1>
      {/* 400: the page's address holds what the API refuses as input (app/lib/auth.server.ts). */}
      <p className="mt-2">{t(status === 400 ? "errors.badAddress" : "errors.unknown")}</p>
      <p className="mt-1 text-sm text-subtle">{status}</p>
      <a className="mt-4 inline-block text-link underline" href="/">
        {t("errors.home")}
      </a>
    </main>
  );
}
