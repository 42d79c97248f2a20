/**
 * The roles module's pure rules (issue 20): the waiting period of a role deleted by hand, the
 * lifetimes of invitation links, and the checks of a structure save that depend on who saves.
 */
import { addCalendarDays } from "../../time/calendar";

/**
 * A role deleted by hand stays restorable this long, then the sweep (jobs.ts) removes it for good.
 * 30 days: a month's cycle of work in which a mistaken deletion is noticed (the spec leaves the
 * length open; decided in docs/decisions/0022-roles.md).
 */
export const ROLE_DELETION_WAIT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a role deleted at `deletedAt` is removed for good (Role.purgeAt): ROLE_DELETION_WAIT_DAYS
 * calendar days later at the same time in Kyiv, as every rule in days is counted
 * (server/time/calendar.ts; the files' trash counts the same way).
 */
export function purgeAt(deletedAt: Date): Date {
  return addCalendarDays(deletedAt, ROLE_DELETION_WAIT_DAYS);
}

/** The deleted roles whose waiting period ended by `now` are those deleted before this instant. */
export function purgeBefore(now: Date): Date {
  return addCalendarDays(now, -ROLE_DELETION_WAIT_DAYS);
}

export type InviteLinkExpiry = "DAY" | "THREE_DAYS" | "WEEK" | "MONTH";

/** When a link made at `now` stops working: 24 hours, 3 days, 7 days, or the same time a calendar month later (the month's last day when it is shorter). */
export function inviteLinkExpiresAt(now: Date, expiresIn: InviteLinkExpiry): Date {
  switch (expiresIn) {
    case "DAY":
      return new Date(now.getTime() + DAY_MS);
    case "THREE_DAYS":
      return new Date(now.getTime() + 3 * DAY_MS);
    case "WEEK":
      return new Date(now.getTime() + 7 * DAY_MS);
    case "MONTH": {
      const next = new Date(now.getTime());
      const day = next.getUTCDate();
      next.setUTCDate(1);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
      next.setUTCDate(Math.min(day, last));
      return next;
    }
  }
}

/** Whether a link is working at `now`. */
export function linkWorks(link: { inviteToken: string | null; inviteExpiresAt: Date | null }, now: Date): boolean {
  return link.inviteToken !== null && link.inviteExpiresAt !== null && link.inviteExpiresAt.getTime() > now.getTime();
}

// Whether a manager's change stays in their part of the tree: shared with the editor's draft (graphql/validation/structure.ts).
export { isBelow, outsideReach } from "#graphql/validation/structure";
