import type { ToastType } from "~/lib/toast";

export const toastTone: Record<ToastType, string> = {
  default: "border-slate-300 dark:border-slate-600",
  success: "border-green-700",
  error: "border-red-700",
  info: "border-sky-700",
  warning: "border-amber-600",
};

export const toastBox =
  "w-full rounded-lg border-l-4 border bg-white p-4 text-sm text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100";
