import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { AuthUser } from "~/lib/auth.server";
import { useTranslation } from "~/lib/i18n-react";
import { UserAvatar } from "~/components/ui/user-avatar";
import { AccountItems } from "./account-items";
import { ChevronDown } from "./icons";

/**
 * The user menu on wide screens: the photo (or initials), the username and a chevron open it. A
 * <details> disclosure, so it opens by keyboard and without JavaScript; with JavaScript, Escape
 * and a click elsewhere close it too. It opens to the left of its right edge: never off screen.
 */
export function UserMenu({
  user,
  theme,
  supportEmail,
}: {
  user: AuthUser;
  theme: "light" | "dark";
  supportEmail: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current!;
      const inside = details.contains(event.target as Node);
      // A click elsewhere, or Escape inside (a dialog opened from the menu handles its own).
      if (event instanceof KeyboardEvent ? event.key !== "Escape" || !inside : inside) return;
      details.open = false;
      if (inside) details.querySelector("summary")!.focus();
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return (
    // Keyed by the page: a client-side navigation from the menu closes it, as a page load does.
    <details ref={ref} key={location.pathname} className="group relative" data-user-menu>
      <summary className="flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1 hover:bg-surface-muted">
        <UserAvatar user={user} />
        <span className="max-w-40 truncate text-sm">{user.username}</span>
        <span className="sr-only">{t("app.userMenu.label")}</span>
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-menu max-w-[calc(100vw-2rem)] ui-popover p-2">
        <ul>
          <AccountItems theme={theme} supportEmail={supportEmail} />
        </ul>
      </div>
    </details>
  );
}
