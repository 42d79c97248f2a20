/**
 * Calendar arithmetic for the rules that count days and years (a vote's 3 or 7 days, the 2 years
 * a suspended company waits): days as the product's people live them, in Kyiv time
 * (graphql/time-zone.ts), with Temporal (temporal-polyfill, the design card's). Across a clock
 * change a calendar day is 23 or 25 hours; adding milliseconds would be an hour off.
 */
import { Temporal } from "temporal-polyfill";
import { DISPLAY_TIME_ZONE } from "#graphql/time-zone";

const zoned = (at: Date, zone: string) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone);

/** The instant `days` calendar days after `at`, the same wall-clock time in `zone`. */
export function addCalendarDays(at: Date, days: number, zone: string = DISPLAY_TIME_ZONE): Date {
  return new Date(zoned(at, zone).add({ days }).epochMilliseconds);
}

/**
 * The instant `years` calendar years before `now`, the same wall-clock time in `zone`. A 29
 * February that the earlier year lacks is its 28 February (Temporal's "constrain").
 */
export function calendarYearsBefore(now: Date, years: number, zone: string = DISPLAY_TIME_ZONE): Date {
  return new Date(zoned(now, zone).subtract({ years }).epochMilliseconds);
}
