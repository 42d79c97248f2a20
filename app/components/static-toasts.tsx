import { useTranslation } from "~/lib/i18n-react";
import type { Toast } from "~/lib/toast";
import { toastBox, toastDescription, toastTitle, toastTone } from "./toast-style";

/**
 * The toasts without JavaScript: a plain status list that the server renders (Radix renders
 * toasts in a portal, which the server cannot). Without JavaScript it is a part of the page, at
 * its top, so it covers nothing and needs no closing (the next page has none); with it, it stands
 * where the Radix toasts will until they take over (ui-static-toasts in tailwind.css). The
 * browser loads it only to hydrate a page that came with toasts (see toaster.tsx).
 */
export default function StaticToasts({ toasts }: { toasts: Toast[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("toast.region")} className="ui-static-toasts">
      {toasts.slice(-3).map((toast) => (
        <div key={toast.id} role="status" className={`${toastBox} ${toastTone[toast.type]}`}>
          <p className={toastTitle}>{t(toast.title, toast.values)}</p>
          {toast.description ? <p className={toastDescription}>{t(toast.description, toast.values)}</p> : null}
        </div>
      ))}
    </section>
  );
}
