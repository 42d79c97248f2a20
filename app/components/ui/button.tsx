import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

const variants = {
  primary: "bg-primary text-primary-fg hover:bg-primary-hover disabled:bg-disabled",
  secondary:
    "border border-line-strong bg-surface text-fg hover:bg-surface-muted",
  danger: "bg-danger-fill text-primary-fg hover:bg-danger-fill-hover",
  link: "ui-link px-0",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", extra = "") {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

/**
 * A submit button that shows its form is being sent. `name`/`value` say which of a page's
 * forms (intent) it submits; pending shows only for that one.
 */
export function SubmitButton({
  variant = "primary",
  className = "",
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (props.name === undefined || navigation.formData?.get(props.name) === props.value);
  return (
    <button type="submit" aria-busy={pending || undefined} className={buttonClass(variant, className)} {...props}>
      {pending ? <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </button>
  );
}
