import { useState } from "react";

export const disabledClass =
  "cursor-not-allowed rounded-md px-3 py-2 text-left text-subtle decoration-dotted underline-offset-4";

/**
 * A switch item that cannot be used yet (vHold without a company, vHub behind its flag). It stays
 * in the tab order and says why: the reason is its accessible description (aria-describedby) and,
 * on hover or keyboard focus, a tooltip that the pointer can move onto and Escape dismisses
 * (WCAG 1.4.13).
 */
export function DisabledItem({ id, label, reason }: { id: string; label: string; reason: string }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group relative inline-flex" onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === "Escape") setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        className={`${disabledClass} hover:underline`}
      >
        {label}
      </button>
      {/* Padding, not margin, between item and tooltip: the pointer crosses no gap to reach it. */}
      <span
        className={`invisible absolute top-full left-0 z-50 pt-1 group-focus-within:visible group-hover:visible ${dismissed ? "group-focus-within:invisible group-hover:invisible" : ""}`}
      >
        <span
          id={id}
          role="tooltip"
          className="block w-max max-w-[min(16rem,calc(100vw-2rem))] rounded-md bg-fg px-3 py-2 text-xs text-surface shadow-lg"
        >
          {reason}
        </span>
      </span>
    </span>
  );
}
