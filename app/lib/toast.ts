export type ToastType = "default" | "success" | "error" | "info" | "warning";

/** A toast is a catalogue key with its values, translated when shown. */
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  values?: Record<string, string | number>;
}
