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
 *
 * While the page is still completing a post (sending it, then loading the page it leads to),
 * every such button is aria-disabled and a press does nothing: a second press would send a
 * second post (the router abandons the first in the browser, not on the server), and a press
 * while the page reloads after a refusal would cut that reload short. The button keeps its
 * focus and its name; without JavaScript the browser's own navigation takes the page away.
 */
export function SubmitButton({
  variant = "primary",
  className = "",
  children,
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants }) {
  const navigation = useNavigation();
  // A navigation carries its form's method from the submit until the page it leads to is shown.
  const posting = navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== "GET";
  const pending =
    navigation.state === "submitting" &&
    (props.name === undefined || navigation.formData?.get(props.name) === props.value);
  return (
    <button
      type="submit"
      aria-busy={pending || undefined}
      aria-disabled={posting || undefined}
      className={buttonClass(variant, className)}
      onClick={(event) => {
        if (posting) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {pending ? <span aria-hidden="true" className="ui-spinner" /> : null}
      {children}
    </button>
  );
}
