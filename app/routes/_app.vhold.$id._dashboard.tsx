import { Outlet, useMatches } from "@remix-run/react";
import { CompanyPanel } from "~/components/vhold/company-panel";
import { useCompany } from "./_app.vhold.$id/route";

/**
 * The dashboard's frame: the company's side panel beside ownership management and its dialogs as
 * pages. On a dialog's page (transfer, code) the form comes first, so that on a phone it is not
 * below the panel; on wide screens the panel keeps its column either way.
 */
export default function VholdDashboardLayout() {
  const company = useCompany();
  const onIndex = useMatches().some((m) => m.id === "routes/_app.vhold.$id._dashboard._index");
  const panel = (
    <div className="mb-6 md:col-start-1 md:row-start-1 md:mb-0">
      <CompanyPanel company={company} />
    </div>
  );
  return (
    <div className="gap-6 md:grid md:grid-cols-[323px_minmax(0,1fr)] md:items-start">
      {onIndex ? panel : null}
      <div className="mb-6 min-w-0 space-y-6 md:col-start-2 md:row-start-1 md:mb-0">
        <Outlet />
      </div>
      {onIndex ? null : panel}
    </div>
  );
}
