import { useNavigate } from "@remix-run/react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { RouteDialogContext, type RouteDialogParts } from "./route-dialog";

const parts: RouteDialogParts = { Title: Dialog.Title, Description: Dialog.Description };

/** The Radix dialog a route's steps open in (its own chunk; see route-dialog.tsx). */
export default function RouteDialogShell({ parentPath, children }: { parentPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : navigate(parentPath, { preventScrollReset: true }))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 dark:bg-black/70" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100 dark:ring-1 dark:ring-slate-700"
        >
          <RouteDialogContext.Provider value={parts}>{children}</RouteDialogContext.Provider>
          <Dialog.Close
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            aria-label={t("dialog.close")}
          >
            <span aria-hidden="true">✕</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
