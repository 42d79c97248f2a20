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
 * Toasts from flash messages (spec section 8): bottom-right, at most 3, 20 s, closable with
 * alt+T. With JavaScript they are Radix toasts; without it, a plain status list.
 */
export function Toaster({ toasts }: { toasts: Toast[] }) {
  const hydrated = useHydrated();
  if (!toasts.length) return null;
  // Two boundaries (two keys), not one: the server's list is removed, never updated, when Radix
  // takes over (an update to a boundary still hydrating would make React drop it with an error).
  return hydrated ? (
    <Suspense key="radix" fallback={null}>
      <RadixToaster toasts={toasts} />
    </Suspense>
  ) : (
    <Suspense key="static" fallback={null}>
      <StaticToasts toasts={toasts} />
    </Suspense>
  );
}
