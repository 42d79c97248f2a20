import type { LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useLoaderData } from "@remix-run/react";
import { LegalArticle } from "~/components/legal-page";
import { legalDocuments } from "~/content/legal";
import { getTranslator } from "~/lib/forms.server";
import { pageTitle } from "~/lib/meta";

export const meta = pageTitle("privacyPolicy");

/** The public text (/privacy-policy), read inside the settings layout, in the person's language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = await getTranslator(request, context);
  return { document: legalDocuments["privacy-policy"][locale] };
}

export default function Page() {
  const { document } = useLoaderData<typeof loader>();
  return <LegalArticle document={document} />;
}
