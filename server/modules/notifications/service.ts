import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { DISPLAY_TIME_ZONE } from "#graphql/time-zone";
import { UUID } from "#graphql/validation/uuid";
import type { AuditActor } from "../../audit";
import type { Clock } from "../../clock";
import type { Database, Executor } from "../../db/client";
import { perDatabase } from "../../db/prepared";
import { notifications } from "../../db/schema";
import { DomainError } from "../../errors";
import { signalNotifications } from "./channel";
import { KNOWN_NOTIFICATION_TYPES, type NotificationPayloads, type NotificationType } from "./kinds";

export type {
  NotificationPayloads,
  NotificationType,
  ShareTransferPayload,
  CompanyDetailsChangedPayload,
} from "./kinds";
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Notifies people of something `by` did (a person, or vHold itself: SYSTEM_ACTOR). Written with
 * the transaction of the change, so a notification exists exactly when the change does; the
 * signal to open pages (pg_notify) is part of the same transaction and leaves only when it
 * commits. Nobody is told of their own doing: the actor is left out of `userIds`.
 */
export async function notify<T extends NotificationType>(
  db: Executor,
  at: Date,
  by: AuditActor,
  userIds: readonly string[],
  type: T,
  payload: NotificationPayloads[T],
): Promise<void> {
  const unique = [...new Set(userIds)].filter((userId) => userId !== by.userId);
  if (!unique.length) return;
  const rows = await db
    .insert(notifications)
    .values(unique.map((userId) => ({ userId, type, payload, createdAt: at })))
    .returning({ id: notifications.id, userId: notifications.userId });
  await signalNotifications(db, rows);
}

const unreadCountStatement = perDatabase((db) =>
  db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(
        sql`${notifications.userId} = any(${sql.placeholder("userIds")}::uuid[])`,
        isNull(notifications.readAt),
        sql`${notifications.type} = any(${sql.placeholder("types")}::text[])`,
      ),
    )
    .groupBy(notifications.userId)
    .prepare("notifications_unread_count"),
);

/** A person's newest notifications (the first page of list), since a moment or all. */
const firstPageStatement = perDatabase((db) =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder("userId")),
        sql`${notifications.type} = any(${sql.placeholder("types")}::text[])`,
        sql`${notifications.createdAt} >= coalesce(${sql.placeholder("since")}::timestamptz, '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .prepare("notifications_first_page"),
);

/** The offset of `zone` from UTC at `instant`, in milliseconds. */
function zoneOffset(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant today began in `zone` (the reader's day; Kyiv time, as the app shows dates). */
export function startOfDay(now: Date, zone: string = DISPLAY_TIME_ZONE): Date {
  const local = new Date(now.getTime() + zoneOffset(zone, now.getTime()));
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight itself (a clock change happens at night, never at 00:00 in Kyiv).
  return new Date(midnight - zoneOffset(zone, midnight - zoneOffset(zone, now.getTime())));
}

/** A page's position: the last row's time and id, opaque to the client. */
export function encodeCursor(row: Pick<NotificationRow, "createdAt" | "id">): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new DomainError("BAD_USER_INPUT", "Malformed cursor", { fields: { after: ["validation.invalid"] } });
  }
  return { createdAt, id };
}

export interface ListNotificationsInput {
  period: "ALL" | "TODAY";
  after: { createdAt: Date; id: string } | null;
  limit: number;
}

/** The signed-in person's notifications. Every read and change is scoped to the owner's id. */
export class NotificationsService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /** Newest first, `limit` rows after the cursor; nextCursor when there are more. */
  async list(userId: string, input: ListNotificationsInput) {
    const where = [eq(notifications.userId, userId), inArray(notifications.type, KNOWN_NOTIFICATION_TYPES)];
    if (input.period === "TODAY") where.push(gte(notifications.createdAt, startOfDay(this.deps.clock.now())));
    if (input.after) {
      const { createdAt, id } = input.after;
      where.push(
        or(
          lt(notifications.createdAt, createdAt),
          and(eq(notifications.createdAt, createdAt), lt(notifications.id, id)),
        )!,
      );
    }
    // The first page (the profile's notification center, All or Today) is the hot one: prepared.
    const rows = input.after
      ? await this.deps.db
          .select()
          .from(notifications)
          .where(and(...where))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(input.limit + 1)
      : await firstPageStatement(this.deps.db).execute({
          userId,
          types: KNOWN_NOTIFICATION_TYPES,
          since: input.period === "TODAY" ? startOfDay(this.deps.clock.now()).toISOString() : null,
          limit: input.limit + 1,
        });
    const items = rows.slice(0, input.limit);
    return { items, nextCursor: rows.length > input.limit ? encodeCursor(items[items.length - 1]!) : null };
  }

  async unreadCount(userId: string): Promise<number> {
    return (await this.unreadCounts([userId]))[0];
  }

  /**
   * Each person's unread count, in one prepared statement for any number of people (the
   * request's loader, server/modules/notifications/loaders.ts, asks once per request).
   */
  async unreadCounts(userIds: readonly string[]): Promise<number[]> {
    const rows = await unreadCountStatement(this.deps.db).execute({ userIds, types: KNOWN_NOTIFICATION_TYPES });
    const byUser = new Map(rows.map((row) => [row.userId, row.n]));
    return userIds.map((userId) => byUser.get(userId) ?? 0);
  }

  /** Marks one read; someone else's is as unknown as a missing one. */
  async markRead(userId: string, id: string): Promise<NotificationRow> {
    if (!UUID.test(id)) throw new DomainError("NOTIFICATION_NOT_FOUND", "No such notification");
    const now = this.deps.clock.now();
    const [updated] = await this.deps.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.userId, userId),
          inArray(notifications.type, KNOWN_NOTIFICATION_TYPES),
        ),
      )
      .returning();
    if (!updated) throw new DomainError("NOTIFICATION_NOT_FOUND", "No such notification");
    return updated;
  }

  async markAllRead(userId: string): Promise<number> {
    const changed = await this.deps.db
      .update(notifications)
      .set({ readAt: this.deps.clock.now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return changed.length;
  }
}
