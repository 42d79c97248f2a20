import type { TKey } from "./translate";

export type ToastType = "default" | "success" | "error" | "info" | "warning";

/** A toast is a catalogue key with its values, translated when shown. */
export interface Toast {
  id: string;
  type: ToastType;
  title: TKey;
  description?: TKey;
  values?: Record<string, string | number>;
}
