import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { BellIcon } from "./icons";

/**
 * The unread notifications beside the user menu: a bell with the count, linking to the
 * notification center on /profile. Shown only while there are unread ones; its name says the
 * number in words ("3 unread notifications"). The count comes from the app layout's loader, so it
 * is current after every navigation and form, and, on /profile, on every signal of the live
 * stream (which reloads the page's data).
 */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  const shown = count > 99 ? "99+" : String(count);
  return (
    <Link
      to="/profile#notifications"
      data-testid="unread-badge"
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-muted"
    >
      <BellIcon />
      <span
        aria-hidden="true"
        className="absolute top-0.5 right-0 min-w-5 rounded-full bg-danger-fill px-1 text-center text-xs leading-5 font-semibold text-primary-fg tabular-nums"
      >
        {shown}
      </span>
      <span className="sr-only">{t("app.unreadNotifications", { count })}</span>
    </Link>
  );
}
