import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { Toast } from "~/lib/toast";
import { toastBox, toastTone } from "./toast-style";

// Radix Toast loads only when there is a toast to show: most pages never pay for it.
const RadixToaster = lazy(() => import("./radix-toaster"));

/**
 * Toasts from flash messages (spec section 8): bottom-right, at most 3, 20 s, closable with
 * alt+T. With JavaScript they are Radix toasts; without it, a plain status list that the server
 * renders (Radix renders toasts in a portal, which the server cannot).
 */
export function Toaster({ toasts }: { toasts: Toast[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!toasts.length) return null;
  if (hydrated) {
    return (
      <Suspense fallback={null}>
        <RadixToaster toasts={toasts} />
      </Suspense>
    );
  }
  return (
    <section aria-label={t("toast.region")} className="fixed right-4 bottom-4 z-50 flex w-toast max-w-[calc(100vw-2rem)] flex-col gap-[14px]">
      {toasts.slice(-3).map((toast) => (
        <div key={toast.id} role="status" className={`${toastBox} ${toastTone[toast.type]}`}>
          <p className="font-medium">{t(toast.title, toast.values)}</p>
          {toast.description ? <p className="mt-1">{t(toast.description, toast.values)}</p> : null}
        </div>
      ))}
    </section>
  );
}
