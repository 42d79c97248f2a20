import type { ToastType } from "~/lib/toast";

/*
 * The one look of a toast, shared by the Radix toaster (JavaScript on) and the server-rendered
 * list (off): a panel with a coloured edge saying its kind (the words say it too).
 */
export const toastTone: Record<ToastType, string> = {
  default: "border-l-line-strong",
  success: "border-l-success-line",
  error: "border-l-danger-fill",
  info: "border-l-info-line",
  warning: "border-l-warning-accent",
};

export const toastBox = "w-full rounded-lg border border-l-4 border-line bg-surface p-4 text-sm text-fg shadow-lg";

export const toastTitle = "font-medium";
export const toastDescription = "mt-1";
export const toastClose =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-md text-lg leading-none text-muted hover:bg-surface-muted";

/** Where the toasts stack: bottom-right, above the page. */
export const toastViewport =
  "fixed right-4 bottom-4 z-50 m-0 flex w-toast max-w-[calc(100vw-2rem)] list-none flex-col gap-[14px] p-0";
