import { useState, type InputHTMLAttributes } from "react";
import { buttonClass } from "./button";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "name" | "required" | "className"> & {
  id: string;
  name: string;
  /** The control's visible text and the input's name for assistive technology ("Choose a photo"). */
  label: string;
  /** Said beside it while nothing is chosen ("No photo chosen"). */
  emptyText: string;
  /** Said once something is chosen when the file's name cannot be (no JavaScript): "Photo chosen". */
  chosenText: string;
};

/**
 * A file picker whose texts are the app's, not the browser's ("Choose file / No file chosen" in
 * the browser's language): a real <input type="file"> (posted by a plain multipart form, so it
 * works without JavaScript, and focused and opened from the keyboard as the platform does), kept
 * out of sight, and its <label> drawn as a button. Whether a file is chosen is read by CSS from
 * the input (required: :valid once it holds a file), so the status is right without JavaScript;
 * with it, the status names the file. The form sending it keeps noValidate and says "required"
 * itself. The focus ring of the hidden input is drawn on the label (app/tailwind.css, .ui-file).
 */
export function FileInput({ id, name, label, emptyText, chosenText, onChange, ...props }: Props) {
  const [fileName, setFileName] = useState<string | null>(null);
  const statusId = `${id}-status`;
  const describedBy = [statusId, props["aria-describedby"]].filter(Boolean).join(" ");
  return (
    <div className="ui-file flex flex-wrap items-center gap-x-3 gap-y-1">
      <input
        {...props}
        id={id}
        name={name}
        type="file"
        required
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          setFileName(event.currentTarget.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
      />
      <label htmlFor={id} className={buttonClass("secondary", "cursor-pointer")}>
        {label}
      </label>
      <p id={statusId} className="ui-file-status min-w-0 text-sm break-all text-muted">
        <span className="ui-file-empty">{emptyText}</span>
        <span className="ui-file-chosen">{fileName ?? chosenText}</span>
      </p>
    </div>
  );
}
