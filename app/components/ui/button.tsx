import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

const variants = {
  primary: "bg-brand text-white hover:bg-brand-dark disabled:bg-slate-400 dark:disabled:bg-slate-600",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  danger: "bg-red-700 text-white hover:bg-red-800",
  link: "text-brand underline-offset-2 hover:underline dark:text-sky-300 px-0",
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
