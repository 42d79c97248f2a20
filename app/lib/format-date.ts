import { DISPLAY_TIME_ZONE } from "#graphql/time-zone";

/**
 * Spec section 9: a date shows the day, the short month, the year only when it is not the
 * current one, and the hour and minute, in the user's time format (FORMAT_12H: hh:mm A,
 * FORMAT_24H: HH:mm). Times are shown in Kyiv time, the product's home, until users pick a zone.
 */
export function formatDateTime(iso: string, locale: string, formatTime: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const yearOf = (d: Date) => new Intl.DateTimeFormat("en", { year: "numeric", timeZone: DISPLAY_TIME_ZONE }).format(d);
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: yearOf(date) === yearOf(now) ? undefined : "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: formatTime === "FORMAT_12H",
    timeZone: DISPLAY_TIME_ZONE,
  }).format(date);
}
