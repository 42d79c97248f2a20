import { data, redirect, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { Link } from "@remix-run/react";
import { SiteFrame } from "~/components/site-frame";
import { OpenFilePublicLinkDocument } from "#graphql/generated/operations";
import { anonymousApi, ApiError } from "~/lib/api.server";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const meta = pageTitle("publicFile");

export const handle: RouteHandle = {
  i18n: areaTexts(import.meta.glob("/app/locales/*/fileDialogs.ts")),
  hydrate: false,
};

/**
 * A public link (issue 22): no account needed. A working link sends the browser to a short-lived
 * download URL of its one file; any other (expired, turned off, deleted, made up) gets the same
 * page saying the link does not work, and nothing else.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  try {
    const { openFilePublicLink } = await anonymousApi(request, context)(OpenFilePublicLinkDocument, {
      token: params.token ?? "",
    });
    return redirect(openFilePublicLink.url, {
      headers: { "cache-control": "no-store", "referrer-policy": "no-referrer" },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(null, { status: 404, headers: { "cache-control": "no-store", "referrer-policy": "no-referrer" } });
  }
}

export default function PublicFile() {
  const { t } = useTranslation();
  return (
    <SiteFrame>
      <section
        aria-labelledby="public-file-heading"
        className="space-y-stack rounded-xl border border-line bg-surface p-6"
      >
        <h1 id="public-file-heading" className="ui-page-title">
          {t("fileDialogs.public.heading")}
        </h1>
        <p>{t("fileDialogs.public.gone")}</p>
        <Link to="/" className="ui-link">
          {t("fileDialogs.public.home")}
        </Link>
      </section>
    </SiteFrame>
  );
}
