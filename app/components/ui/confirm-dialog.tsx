import { useEffect, useId, useRef } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * Asks before unsaved changes are thrown away. The browser's own modal <dialog> (focus kept
 * inside, Escape stays), not Radix: the editor's chunk carries no dialog library for one question.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  stay,
  discard,
  onStay,
  onDiscard,
}: {
  open: boolean;
  title: string;
  description: string;
  stay: string;
  discard: string;
  onStay: () => void;
  onDiscard: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-surface p-6 text-fg shadow-xl ring-1 ring-line backdrop:bg-overlay"
    >
      <h2 id={`${id}-title`} className="ui-section-title">
        {title}
      </h2>
      <p id={`${id}-description`} className="mt-2 text-sm text-muted">
        {description}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass("secondary")} onClick={onStay} autoFocus>
          {stay}
        </button>
        <button type="button" className={buttonClass("danger")} onClick={onDiscard}>
          {discard}
        </button>
      </div>
    </dialog>
  );
}
