import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/lib/i18n-react";
import { pageTitle } from "~/lib/meta";
import { areaTexts, type RouteHandle } from "~/lib/route-handle";

export const meta = pageTitle("companyDeleted");

export const handle: RouteHandle = { i18n: areaTexts(import.meta.glob("/app/locales/*/{governance,corporate}.ts")) };

/**
 * Where a company's deletion leads (issue 19): a sole owner's at once, or the vote's deciding
 * ballot. The company is gone (its address now leads to the profile); its audit trail stays.
 */
export default function CompanyDeleted() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="deleted-heading" className="ui-section max-w-xl">
      <h1 id="deleted-heading" className="ui-page-title">
        {t("corporate.deleted.heading")}
      </h1>
      <p>{t("corporate.deleted.text")}</p>
      <Link to="/profile" className={buttonClass("primary")}>
        {t("corporate.deleted.toProfile")}
      </Link>
    </section>
  );
}
