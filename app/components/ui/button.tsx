import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

/** The looks (app/tailwind.css, .ui-button-*); a link-looking button keeps the link's own class. */
const variants = {
  primary: "ui-button-primary",
  secondary: "ui-button-secondary",
  danger: "ui-button-danger",
  link: "ui-link ui-button-link",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary", extra = "") {
  return `ui-button ${variants[variant]} ${extra}`;
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
      {pending ? <span aria-hidden="true" className="ui-spinner" /> : null}
      {children}
    </button>
  );
}
