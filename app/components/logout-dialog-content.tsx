import { useTranslation } from "~/lib/i18n-react";
import { LogoutForm } from "./logout-form";
import { buttonClass } from "./ui/button";
import { DialogClose, DialogDescription, DialogPanel, DialogTitle } from "./ui/dialog";

/** The logout confirmation in a Radix dialog: its own chunk, loaded when someone reaches for it. */
export default function LogoutDialogContent({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogPanel
      onClose={onClose}
      width="sm"
      onCloseAutoFocus={(event) => {
        // The dialog has no Radix trigger of its own: focus goes back to the menu's button.
        event.preventDefault();
        returnFocus();
      }}
    >
      <DialogTitle>{t("app.logout.heading")}</DialogTitle>
      <DialogDescription>{t("app.logout.text")}</DialogDescription>
      <LogoutForm
        cancel={
          <DialogClose type="button" className={buttonClass("secondary")}>
            {t("app.logout.cancel")}
          </DialogClose>
        }
      />
    </DialogPanel>
  );
}
