import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { legalDocuments } from "~/content/legal";
import { getTranslator } from "~/lib/forms.server";
import { pageTitle } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { getSession } from "~/lib/session.server";

/** A text to read: served without any script. */
export const handle: RouteHandle = { hydrate: false };

export const meta = pageTitle("userAgreement");

/** Public: readable signed in or out, in the visitor's language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ locale }, session] = await Promise.all([getTranslator(request, context), getSession(request, context)]);
  return { document: legalDocuments["user-agreement"][locale], signedIn: Boolean(session.get("tokens")) };
}

export default function Page() {
  const { document, signedIn } = useLoaderData<typeof loader>();
  return <LegalPage document={document} signedIn={signedIn} />;
}
