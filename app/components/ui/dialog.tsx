import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/*
 * The one look of a dialog: overlay, panel, title, description and the ✕. It imports Radix, so
 * only lazily loaded modules import it (route-dialog-shell.tsx, logout-dialog-content.tsx): a page
 * pays for the dialog when someone reaches for one, never on load.
 */

const widths = {
  sm: "w-[min(28rem,calc(100vw-2rem))]",
  md: "w-[min(32rem,calc(100vw-2rem))]",
} as const;

/** An open dialog; closing it (Escape, the overlay, ✕, a Close inside) calls onClose. */
export function DialogPanel({
  onClose,
  closeLabel,
  width = "md",
  onCloseAutoFocus,
  children,
}: {
  onClose: () => void;
  /** The ✕ in the corner and its name; without it the dialog closes through its own buttons. */
  closeLabel?: string;
  width?: keyof typeof widths;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] ${widths[width]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-surface p-6 text-fg shadow-xl ring-1 ring-line`}
        >
          {children}
          {closeLabel ? (
            <Dialog.Close
              className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-md text-muted hover:bg-surface-muted"
              aria-label={closeLabel}
            >
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's title: it names the dialog for assistive technology. */
export function DialogTitle({ children }: { children: ReactNode }) {
  return <Dialog.Title className="ui-section-title pr-10">{children}</Dialog.Title>;
}

/** Said under the title (the dialog's description). */
export function DialogDescription({ children }: { children: ReactNode }) {
  return <Dialog.Description className="mt-2 text-sm text-muted">{children}</Dialog.Description>;
}

/** A button that closes the dialog (a form's Cancel). */
export const DialogClose = Dialog.Close;
