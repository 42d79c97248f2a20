import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";

/** Spec: search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search field's onChange that sends its GET form 300 ms after the last key (replacing the
 * history entry, keeping the scroll), and the form's onSubmit, which calls off a search still
 * waiting (the form was sent now). The form works without them: submitted, it searches too.
 */
export function useSearchAsTyped(): { onChange: (event: ChangeEvent<HTMLInputElement>) => void; onSubmit: () => void } {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onChange: (event) => {
      const form = event.currentTarget.form;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (form) submit(form, { replace: true, preventScrollReset: true });
      }, SEARCH_DEBOUNCE_MS);
    },
    onSubmit: () => clearTimeout(timer.current),
  };
}

/**
 * A list's search (?q=): a GET form with its labelled field, a submit button and, while a search
 * is shown, a link that clears it. It searches when submitted without JavaScript, and 300 ms after
 * typing stops with it (useSearchAsTyped). `keep`: the address's other parameters it carries on.
 */
export function SearchForm({
  id,
  label,
  submit,
  clear,
  value,
  keep = {},
  className = "",
}: {
  id: string;
  label: string;
  submit: string;
  /** The clear link's text and where it goes (the list without ?q=). */
  clear: { label: string; to: string };
  /** The search in the address. */
  value: string;
  keep?: Record<string, string | null | undefined>;
  className?: string;
}) {
  const searchAsTyped = useSearchAsTyped();
  // The field follows the address when it changes from elsewhere (the clear link, back and
  // forward), not while the person types in it (the search as typed changes the address too).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = field.current;
    if (input && input.value !== value && document.activeElement !== input) input.value = value;
  }, [value]);
  return (
    <Form
      method="get"
      role="search"
      className={`flex flex-wrap items-end gap-2 ${className}`}
      onSubmit={searchAsTyped.onSubmit}
    >
      {Object.entries(keep).map(([name, kept]) =>
        kept ? <input key={name} type="hidden" name={name} value={kept} /> : null,
      )}
      <div className="min-w-48 grow space-y-field">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input
          ref={field}
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          maxLength={100}
          className={inputClass}
          onChange={searchAsTyped.onChange}
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {submit}
      </button>
      {value ? (
        <Link to={clear.to} className="ui-link text-sm" preventScrollReset>
          {clear.label}
        </Link>
      ) : null}
    </Form>
  );
}
