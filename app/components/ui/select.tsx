import type { SelectHTMLAttributes } from "react";

const sizes = {
  /** A form's field (the height and text of the inputs beside it). */
  md: "w-full py-2 pl-3 text-base",
  /** A compact control in a bar (the footer's language, an editor's toolbar). */
  sm: "py-1 pl-2 text-sm",
} as const;

/**
 * The one look of a native <select> (native: it works without JavaScript, on every phone, and
 * with assistive technology as the platform intends). The chevron is .ui-select's, in
 * app/tailwind.css, drawn in the theme's colour.
 */
export function selectClass(size: keyof typeof sizes = "md", extra = "") {
  return `ui-select block rounded-md border border-input bg-surface pr-9 text-fg aria-[invalid=true]:border-danger ${sizes[size]} ${extra}`;
}

/** A native select with the house look; everything else (name, value, options) is the caller's. */
export function Select({ size = "md", className = "", ...props }: Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> & { size?: keyof typeof sizes }) {
  return <select {...props} className={selectClass(size, className)} />;
}
