import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/hooks/use-hydrated";

// Radix's dialog is loaded when the pointer or focus reaches "Log out", not with every page.
const loadContent = () => import("./logout-dialog-content");
const LogoutDialogContent = lazy(loadContent);

/**
 * "Log out" asks first (spec), the same way wherever it is offered (the user menu, the settings'
 * Exit): without JavaScript it is a link to the /logout page, whose Cancel returns here; with it,
 * the same form opens in a Radix dialog over this page.
 */
export function LogoutDialog({ triggerClassName, label }: { triggerClassName: string; label?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const text = label ?? t("app.userMenu.logout");
  if (!hydrated) {
    return (
      <Link to={`/logout?from=${encodeURIComponent(pathname + search)}`} className={triggerClassName}>
        {text}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClassName}
        onPointerEnter={() => void loadContent()}
        onFocus={() => void loadContent()}
        onClick={() => setOpen(true)}
      >
        {text}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LogoutDialogContent onClose={() => setOpen(false)} returnFocus={() => trigger.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
