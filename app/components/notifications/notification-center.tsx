import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { NotificationFieldsFragment } from "#graphql/generated/operations";
import { routeDialogLinkProps } from "~/components/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format-date";
import { useTranslation } from "~/lib/i18n-react";
import { renderNotification } from "./kinds";

/** Where the open page listens for new notifications (app/routes/profile.events.ts). */
const EVENTS_URL = "/profile/events";

export type NotificationTab = "all" | "today";

/**
 * The page's live updates, JavaScript on: an EventSource on the session's stream; each new
 * notification (and each reconnection, which may have missed one) reloads the page's data in
 * place. Without EventSource, or when the stream is refused, the list is as the page loaded it.
 */
function useLiveNotifications(): boolean {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(EVENTS_URL);
    let timer: number | undefined;
    let opened = false;
    // A burst of notifications (one transfer, several rows) is one reload.
    const refresh = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current.revalidate(), 100);
    };
    source.addEventListener("notification", refresh);
    source.onopen = () => {
      if (opened) refresh();
      opened = true;
      setLive(true);
    };
    source.onerror = () => setLive(source.readyState === EventSource.OPEN);
    return () => {
      window.clearTimeout(timer);
      source.close();
    };
  }, []);
  return live;
}

export function NotificationCenter({
  items,
  unread,
  tab,
  nextCursor,
  paged,
  formatTime,
}: {
  items: NotificationFieldsFragment[];
  unread: number;
  tab: NotificationTab;
  nextCursor: string | null;
  /** Showing an older page (the `after` cursor is in the address). */
  paged: boolean;
  formatTime: string;
}) {
  const { t, i18n } = useTranslation();
  const live = useLiveNotifications();
  const tabQuery = tab === "today" ? "?tab=today" : "?";
  return (
    <section
      aria-labelledby="notifications-heading"
      id="notifications"
      data-live={live ? "true" : "false"}
      className="max-w-3xl space-y-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 id="notifications-heading" className="ui-section-title">
            {t("notifications.heading")}
          </h2>
          <p aria-live="polite" className="text-sm text-muted" data-testid="notifications-unread">
            {unread ? t("notifications.unread", { count: unread }) : t("notifications.allRead")}
          </p>
        </div>
        {unread ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="readAll" />
            <button type="submit" className={buttonClass("secondary")}>
              {t("notifications.markAllRead")}
            </button>
          </Form>
        ) : null}
      </div>
      <nav aria-label={t("notifications.tabs")}>
        <ul className="ui-tabs">
          {(["all", "today"] as const).map((name) => (
            <li key={name}>
              <Link
                to={name === "today" ? "?tab=today#notifications" : "?#notifications"}
                preventScrollReset
                aria-current={tab === name ? "page" : undefined}
                className="ui-tab"
              >
                {t(`notifications.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length ? (
        <ul className="space-y-2" data-testid="notifications">
          {items.map((notification) => {
            const { text, link } = renderNotification(t, notification, i18n.language);
            const isUnread = !notification.readAt;
            return (
              <li
                key={notification.id}
                data-unread={isUnread ? "true" : "false"}
                className={`flex flex-col gap-2 rounded-xl border p-3 sm:flex-row sm:items-center ${
                  isUnread ? "border-info-line bg-info-soft" : "border-line bg-surface"
                }`}
              >
                <div className="flex min-w-0 flex-1 items-start gap-2">
                  <span
                    aria-hidden="true"
                    className={`mt-2 size-2 shrink-0 rounded-full ${isUnread ? "bg-link" : "bg-transparent"}`}
                  />
                  <div className="min-w-0 flex-1">
                    {isUnread ? <span className="sr-only">{t("notifications.unreadMark")}: </span> : null}
                    {link ? (
                      <Link
                        to={link.to}
                        {...(link.dialog ? routeDialogLinkProps : {})}
                        className={`break-words underline-offset-2 hover:underline ${isUnread ? "font-semibold" : ""}`}
                      >
                        {text}
                      </Link>
                    ) : (
                      <span className="break-words">{text}</span>
                    )}
                    <time dateTime={notification.createdAt} className="block text-sm text-muted">
                      {formatDateTime(notification.createdAt, i18n.language, formatTime)}
                    </time>
                  </div>
                </div>
                {isUnread ? (
                  <Form method="post" preventScrollReset className="shrink-0 self-end sm:self-auto">
                    <input type="hidden" name="intent" value="read" />
                    <input type="hidden" name="id" value={notification.id} />
                    <button
                      type="submit"
                      aria-label={t("notifications.markReadOf", { text })}
                      className={buttonClass("secondary", "min-h-9 px-3")}
                    >
                      {t("notifications.markRead")}
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p
          className="rounded-xl border border-dashed border-line-strong p-4 text-muted"
          data-testid="notifications-empty"
        >
          {t(tab === "today" ? "notifications.emptyToday" : "notifications.empty")}
        </p>
      )}
      {nextCursor || paged ? (
        <p className="flex flex-wrap gap-4 text-sm">
          {paged ? (
            <Link to={`${tabQuery}#notifications`} className="text-link underline">
              {t("notifications.newest")}
            </Link>
          ) : null}
          {nextCursor ? (
            <Link
              to={`${tabQuery === "?" ? "?" : `${tabQuery}&`}after=${encodeURIComponent(nextCursor)}#notifications`}
              className="text-link underline"
            >
              {t("notifications.older")}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
