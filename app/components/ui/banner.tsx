import type { ReactNode } from "react";

const tones = {
  warning: { box: "border-warning-line bg-warning-soft", mark: "text-warning-accent" },
  danger: { box: "border-danger-line bg-danger-soft", mark: "text-danger" },
  info: { box: "border-info-line bg-info-soft", mark: "text-info" },
} as const;

export type BannerTone = keyof typeof tones;

/**
 * A banner for the company's state (DESIGN.md: no director, suspended, balance low, usage
 * suspended, a vote in progress): full width, one sentence, one action, the same everywhere. The
 * sentence is its text; the action a link (or a form) beside it. A row of them: BannerRow.
 */
export function Banner({
  tone,
  children,
  action,
  testId,
}: {
  tone: BannerTone;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  const look = tones[tone];
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center gap-x-section gap-y-2 rounded-xl border px-section py-3 ${look.box}`}
      data-testid={testId}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 20 20"
        className={`size-5 shrink-0 ${look.mark}`}
        fill="currentColor"
      >
        {tone === "info" ? (
          <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 3.5a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM11 15H9V9h2v6Z" />
        ) : (
          <path d="M10.9 2.6a1 1 0 0 0-1.8 0l-7 13A1 1 0 0 0 3 17h14a1 1 0 0 0 .9-1.4l-7-13ZM11 14H9v-2h2v2Zm0-3.5H9V7h2v3.5Z" />
        )}
      </svg>
      <p className="min-w-0 flex-1 text-sm text-fg">{children}</p>
      {action ? <div className="shrink-0 text-sm font-medium">{action}</div> : null}
    </div>
  );
}

/** Banners one under another, where a page shows the company's state (nothing when none applies). */
export function BannerRow({ children, label }: { children: ReactNode[]; label: string }) {
  const shown = children.filter(Boolean);
  if (!shown.length) return null;
  return (
    <div aria-label={label} role="group" className="space-y-2" data-testid="banners">
      {shown}
    </div>
  );
}
