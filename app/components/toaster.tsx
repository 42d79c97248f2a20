import { lazy, Suspense } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { Toast } from "~/lib/toast";

// Neither part ships with every page: most pages never show a toast.
// With JavaScript the toasts are Radix toasts, loaded when there is one to show.
const RadixToaster = lazy(() => import("./radix-toaster"));
// Without it, the list the server renders. The server waits for the whole document (see
// entry.server.tsx), so the list is in the HTML; in the browser its boundary keeps the server's
// markup until it gives way to the Radix toasts.
const StaticToasts = lazy(() => import("./static-toasts"));

/**
 * Toasts from flash messages (spec section 8), as the server renders them: placed before the
 * page, since without JavaScript they are a part of it, at its top (static-toasts.tsx). Once the
 * page has hydrated they give way to the Toaster's.
 */
export function ServerToasts({ toasts }: { toasts: Toast[] }) {
  const hydrated = useHydrated();
  if (!toasts.length || hydrated) return null;
  // Removed, never updated, when Radix takes over: an update to a boundary still hydrating would
  // make React drop it with an error.
  return (
    <Suspense fallback={null}>
      <StaticToasts toasts={toasts} />
    </Suspense>
  );
}

/**
 * Toasts from flash messages with JavaScript: Radix toasts, bottom-right, at most 3, 20 s,
 * closable (and with alt+T). Placed after the page, so that their focus guards come after it.
 */
export function Toaster({ toasts }: { toasts: Toast[] }) {
  const hydrated = useHydrated();
  if (!toasts.length || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster toasts={toasts} />
    </Suspense>
  );
}
