import { Dialog } from "radix-ui";
import { useTranslation } from "~/lib/i18n-react";
import type { HeaderData } from "./header-data";
import type { LazyPanelProps } from "./lazy-disclosure";
import { CloseIcon } from "./icons";
import { MenuSections } from "./menu-sections";

/** The mobile navigation sheet: its own chunk, loaded when someone reaches for the menu button. */
export default function MobileNavSheet({ data, onClose, returnFocus }: LazyPanelProps & { data: HeaderData }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The sheet has no Radix trigger of its own: focus goes back to the header's button.
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,100vw)] flex-col overflow-y-auto bg-surface pb-6 text-fg shadow-xl"
        >
          <div className="flex items-center justify-between px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{t("app.nav.menu")}</Dialog.Title>
            <Dialog.Close className="flex size-10 items-center justify-center rounded-md hover:bg-surface-muted">
              <CloseIcon />
              <span className="sr-only">{t("app.nav.closeMenu")}</span>
            </Dialog.Close>
          </div>
          <div className="px-1">
            <MenuSections data={data} live idPrefix="sheet" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
