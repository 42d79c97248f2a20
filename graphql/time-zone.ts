/**
 * The zone the product tells time in: Kyiv, its home, until users pick a zone. app/ shows dates
 * in it (app/lib/format-date.ts) and server/ counts days in it (the notifications' "today"), so
 * that the two never disagree about which day a moment falls on.
 */
export const DISPLAY_TIME_ZONE = "Europe/Kyiv";
