import { Link } from "@remix-run/react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/hooks/use-hydrated";

// Radix's dialog is loaded when the pointer or focus reaches "Log out", not with every page.
const loadContent = () => import("./logout-dialog-content");
const LogoutDialogContent = lazy(loadContent);

/**
 * "Log out" asks first (spec). Without JavaScript it is a link to the /logout page; with it,
 * the same form opens in a Radix dialog.
 */
export function LogoutDialog({ triggerClassName }: { triggerClassName: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!hydrated) {
    return (
      <Link to="/logout" className={triggerClassName}>
        {t("app.userMenu.logout")}
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
        {t("app.userMenu.logout")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LogoutDialogContent onClose={() => setOpen(false)} returnFocus={() => trigger.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
