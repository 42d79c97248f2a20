import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ChangeEvent } from "react";

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
