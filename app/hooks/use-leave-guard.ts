import { useBeforeUnload, useBlocker } from "@remix-run/react";
import { useCallback, type RefObject } from "react";

/**
 * Asks before unsaved changes are left behind: a link in the app to another page is held (the
 * blocker the caller's question answers: proceed or reset), and closing or reloading the tab gets
 * the browser's own question. Saving (`saving` set before the form goes) is never held.
 */
export function useLeaveGuard(dirty: boolean, saving: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty && !saving.current) event.preventDefault();
      },
      [dirty, saving],
    ),
  );
  return blocker;
}
