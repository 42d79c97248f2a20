import { DISPLAY_TIME_ZONE } from "#graphql/time-zone";
import { dateTimeFormat } from "./intl";

/**
 * The year in Kyiv. Its offset from UTC is a few hours, so away from New Year (more than a day
 * from it in UTC) the UTC year is Kyiv's; Intl decides only that day, a formatter call costing
 * a hundred times the arithmetic on a list's every date.
 */
const DAY_MS = 86_400_000;
const yearOf = (date: Date) => {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  if (time - Date.UTC(year, 0, 1) > DAY_MS && Date.UTC(year + 1, 0, 1) - time > DAY_MS) return String(year);
  return dateTimeFormat("en", "year", { year: "numeric", timeZone: DISPLAY_TIME_ZONE }).format(date);
};

/**
 * Spec section 9: a date shows the day, the short month, the year only when it is not the
 * current one, and the hour and minute, in the user's time format (FORMAT_12H: hh:mm A,
 * FORMAT_24H: HH:mm). Times are shown in Kyiv time, the product's home, until users pick a zone.
 * The four formatters per language are made once (app/lib/intl.ts).
 */
export function formatDateTime(iso: string, locale: string, formatTime: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const withYear = yearOf(date) !== yearOf(now);
  const hour12 = formatTime === "FORMAT_12H";
  return dateTimeFormat(locale, `dateTime|${withYear}|${hour12}|${DISPLAY_TIME_ZONE}`, {
    day: "numeric",
    month: "short",
    year: withYear ? "numeric" : undefined,
    hour: "2-digit",
    minute: "2-digit",
    // The cycle named, not hour12: with hour12 the engines' data disagree for uk (Node's ICU
    // writes 12:30 pm as "00:30 пп", Chromium's "12:30 пп"), and the page would not hydrate.
    hourCycle: hour12 ? "h12" : "h23",
    timeZone: DISPLAY_TIME_ZONE,
  }).format(date);
}
