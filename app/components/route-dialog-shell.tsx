import { useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { RouteDialogContext, type RouteDialogParts } from "./route-dialog-context";
import { DialogDescription, DialogPanel, DialogTitle } from "./ui/dialog";

const parts: RouteDialogParts = { Title: DialogTitle, Description: DialogDescription };

/** The Radix dialog a route's steps open in (its own chunk; see route-dialog.tsx). */
export default function RouteDialogShell({ parentPath, children }: { parentPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DialogPanel onClose={() => navigate(parentPath, { preventScrollReset: true })} closeLabel={t("app.dialog.close")}>
      <RouteDialogContext.Provider value={parts}>{children}</RouteDialogContext.Provider>
    </DialogPanel>
  );
}
