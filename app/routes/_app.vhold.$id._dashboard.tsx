import { Outlet } from "@remix-run/react";
import { CompanyPanel } from "~/components/vhold/company-panel";
import { useCompany } from "./_app.vhold.$id/route";

/** The dashboard's frame: the company's side panel beside ownership management and its dialogs as pages. */
export default function VholdDashboardLayout() {
  const company = useCompany();
  return (
    <div className="gap-6 md:grid md:grid-cols-[323px_minmax(0,1fr)]">
      <div className="mb-6 md:mb-0">
        <CompanyPanel company={company} />
      </div>
      <div className="min-w-0 space-y-6">
        <Outlet />
      </div>
    </div>
  );
}
