import { Toast as RadixToast } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { Toast } from "~/lib/toast";
import {
  toastBox as box,
  toastClose,
  toastDescription,
  toastTitle,
  toastTone as tone,
  toastViewport,
} from "./toast-style";

export default function RadixToaster({ toasts }: { toasts: Toast[] }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const open = toasts.filter((toast) => !dismissed.has(toast.id)).slice(-3);

  return (
    <RadixToast.Provider duration={20_000} swipeDirection="right" swipeThreshold={20} label={t("toast.region")}>
      {open.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type={toast.type === "error" ? "foreground" : "background"}
          className={`${box} ${tone[toast.type]} flex items-start gap-3`}
          onOpenChange={(isOpen) => {
            if (!isOpen) setDismissed((current) => new Set(current).add(toast.id));
          }}
          defaultOpen
        >
          <div className="flex-1">
            <RadixToast.Title className={toastTitle}>{t(toast.title, toast.values)}</RadixToast.Title>
            {toast.description ? (
              <RadixToast.Description className={toastDescription}>
                {t(toast.description, toast.values)}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close aria-label={t("toast.close")} className={toastClose}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport hotkey={["altKey", "KeyT"]} className={`${toastViewport} outline-none`} />
    </RadixToast.Provider>
  );
}
