import { useMatches } from "@remix-run/react";
import { createElement, type ReactNode } from "react";
import type { RouteHandle } from "~/lib/route-handle";

// Here, not in route-handle.ts: that module is in every page's core chunk, the header is not.
/** The header picker of the deepest route in view that names one, else `fallback`. */
export function HeaderPicker({ idPrefix, fallback = null }: { idPrefix: string; fallback?: ReactNode }) {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const picker = (matches[i].handle as RouteHandle | undefined)?.headerPicker;
    if (picker) return createElement(picker, { idPrefix });
  }
  return fallback;
}
