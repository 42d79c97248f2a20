import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { Toast } from "~/lib/toast";
import { toastBox, toastDescription, toastTitle, toastTone, toastViewport } from "./toast-style";

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
    <section aria-label={t("toast.region")} className={toastViewport}>
      {toasts.slice(-3).map((toast) => (
        <div key={toast.id} role="status" className={`${toastBox} ${toastTone[toast.type]}`}>
          <p className={toastTitle}>{t(toast.title, toast.values)}</p>
          {toast.description ? <p className={toastDescription}>{t(toast.description, toast.values)}</p> : null}
        </div>
      ))}
    </section>
  );
}
