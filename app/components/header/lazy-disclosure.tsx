import { useLocation } from "@remix-run/react";
import { Suspense, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/** What a lazily loaded popover or sheet gets: how to close, and how to give focus back. */
export interface LazyPanelProps {
  anchor: React.RefObject<HTMLButtonElement>;
  onClose: () => void;
  returnFocus: () => void;
}

/**
 * A header control that opens a panel. Without JavaScript a <details> disclosure with `fallback`
 * as its panel (plain links and GET/POST forms), or, where a page of the app already is that
 * panel, a link to it (`href`: the panel's markup is then not in every page's HTML); with
 * JavaScript, a button opening `panel`, a Radix popover or dialog in its own chunk, fetched when
 * the pointer or focus reaches the button. The panel is open on the page it was opened on: a
 * navigation from it closes it.
 */
export function LazyDisclosure({
  label,
  className,
  data,
  load,
  panel,
  fallback,
  fallbackClassName,
  href,
}: {
  label: ReactNode;
  className: string;
  /** A data- attribute naming the control, for tests and styles. */
  data: string;
  load: () => Promise<unknown>;
  panel: (props: LazyPanelProps) => ReactNode;
} & (
  | { fallback: ReactNode; fallbackClassName: string; href?: undefined }
  | { href: string; fallback?: undefined; fallbackClassName?: undefined }
)) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const trigger = useRef<HTMLButtonElement>(null);
  const attribute = { [`data-${data}`]: true };
  if (!hydrated && href !== undefined) {
    return (
      <a href={href} className={className} {...attribute}>
        {label}
      </a>
    );
  }
  if (!hydrated) {
    return (
      <details key={location.pathname + location.search} className="group" {...attribute}>
        <summary className={className}>{label}</summary>
        <div className={fallbackClassName}>{fallback}</div>
      </details>
    );
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...attribute}
        className={`group ${className}`}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          {panel({ anchor: trigger, onClose: () => setOpenAt(null), returnFocus: () => trigger.current?.focus() })}
        </Suspense>
      ) : null}
    </>
  );
}
