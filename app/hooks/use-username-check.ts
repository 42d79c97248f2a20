import { useEffect, useRef, useState } from "react";

export interface UsernameAnswer {
  username: string;
  available: boolean;
  message: string;
}

/**
 * With JavaScript: asks `endpoint` whether the username is free 300 ms after typing stops (spec
 * section 5: only for a non-empty name, no caching, no retry). A plain fetch of a resource route
 * rather than a Remix fetcher: a fetcher whose route is still being discovered (lazy route
 * discovery) when the form is submitted makes the router answer 404 and replace the page with the
 * error boundary; and fetchers would be reloaded after every submit.
 *
 * `own`: the person's current username (personal info), which is theirs to keep: typing it back
 * asks nothing and shows nothing.
 */
export function useUsernameCheck(endpoint: string, own?: string) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);
  const [value, setValue] = useState("");
  const [answer, setAnswer] = useState<UsernameAnswer>();
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    },
    [],
  );
  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    pending.current?.abort();
    const trimmed = next.trim();
    if (!trimmed || trimmed === own) return;
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      pending.current = controller;
      try {
        const response = await fetch(`${endpoint}?username=${encodeURIComponent(trimmed)}`, {
          signal: controller.signal,
        });
        const body = (await response.json()) as { available: boolean; message: string };
        if (!controller.signal.aborted) setAnswer({ username: trimmed, ...body });
      } catch {
        // Aborted by newer typing, or offline: no verdict; the server checks on submit anyway.
      }
    }, 300);
  };
  const trimmed = value.trim();
  const result = trimmed && trimmed !== own && answer?.username === trimmed ? answer : undefined;
  return { onChange, result };
}
