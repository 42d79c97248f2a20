import { Dialog } from "radix-ui";
import { useTranslation } from "~/lib/i18n-react";
import { LogoutForm } from "./logout-form";
import { buttonClass } from "./ui/button";

/** The logout confirmation in a Radix dialog: its own chunk, loaded when someone reaches for it. */
export default function LogoutDialogContent({ onClose, returnFocus }: { onClose: () => void; returnFocus: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // The dialog has no Radix trigger of its own: focus goes back to the menu's button.
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold">{t("logout.heading")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("logout.text")}</Dialog.Description>
          <LogoutForm
            cancel={
              <Dialog.Close type="button" className={buttonClass("secondary")}>
                {t("logout.cancel")}
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
