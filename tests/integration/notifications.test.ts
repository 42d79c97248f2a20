/**
 * The notification center (issue 8, /profile): the signed-in person's notifications, newest
 * first in bounded pages, the Today tab in Kyiv time, read and unread, only ever one's own; and
 * the live signal, sent when the writing transaction commits and never when it rolls back, on
 * PGlite and on PostgreSQL alike (TEST_DATABASE=postgres).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CountUserUnreadNotificationsDocument,
  ListUserNotificationsDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  type ListUserNotificationsQuery,
  type ListUserNotificationsQueryVariables,
} from "#graphql/generated/operations";
import { SYSTEM_ACTOR } from "../../server/audit";
import { notifications } from "../../server/db/schema";
import type { NotificationSignal } from "../../server/modules/notifications/channel";
import { notify, startOfDay } from "../../server/modules/notifications/service";
import { NOTIFICATION_STREAM_PATH } from "../../server/modules/notifications/stream";
import { answer, createCompany, offer } from "./companies/world";
import { API_KEY, createTestApp, send, signUp, type SignedUpUser, type TestApp } from "./harness";
import { errorCode, ok } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const payload = (n = 1) => ({
  transferId: "00000000-0000-4000-8000-00000000000" + (n % 10),
  companyId: "00000000-0000-4000-8000-000000000001",
  companyName: `Company ${n}`,
  fromUserId: "00000000-0000-4000-8000-000000000002",
  shareBp: 100 * n,
});

/** Writes notifications straight through the service, `at` each given instant. */
async function write(user: SignedUpUser, ats: string[]) {
  for (const [i, at] of ats.entries())
    await notify(app.database.db, new Date(at), SYSTEM_ACTOR, [user.id], "shareTransfer.received", payload(i + 1));
}

const list = (user: SignedUpUser, variables: ListUserNotificationsQueryVariables = {}) =>
  send(app, ListUserNotificationsDocument, variables, { token: user.accessToken });

describe("listing", () => {
  it("lists the person's notifications newest first, with what the app needs to write their text", async () => {
    const sender = await signUp(app);
    const recipient = await signUp(app);
    const company = await createCompany(app, sender, "Світанок");
    const transfer = await offer(app, sender, company, recipient, 1250);

    const page = ok(await list(recipient)).listUserNotifications;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: "shareTransfer.received",
      readAt: null,
      shareTransfer: {
        id: transfer.id,
        companyId: company,
        companyName: "Світанок",
        share: 1250,
        counterpart: { id: sender.id },
      },
    });
    expect(page.nextCursor).toBeNull();

    // Declined: the sender hears of it, with the recipient as the other person.
    ok(await answer(app, recipient, transfer.id, "DECLINED"));
    const senders = ok(await list(sender)).listUserNotifications.items;
    expect(
      senders.map((n) => [
        n.type,
        n.__typename === "ShareTransferNotification" ? n.shareTransfer.counterpart?.id : null,
      ]),
    ).toEqual([["shareTransfer.declined", recipient.id]]);
  });

  it("pages with a cursor, newest first, and clamps the page size on the server", async () => {
    const user = await signUp(app);
    const ats = Array.from({ length: 55 }, (_, i) => new Date(Date.UTC(2026, 2, 1, 0, i)).toISOString());
    await write(user, ats);
    // Two written in one instant still page apart (the id breaks the tie).
    await notify(app.database.db, new Date(ats[54]!), SYSTEM_ACTOR, [user.id], "shareTransfer.canceled", payload(9));

    const huge = ok(await list(user, { limit: 1000 })).listUserNotifications;
    expect(huge.items).toHaveLength(50);
    const tiny = ok(await list(user, { limit: -5 })).listUserNotifications;
    expect(tiny.items).toHaveLength(1);

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const answer: ListUserNotificationsQuery = ok(await list(user, { limit: 20, after }));
      const page = answer.listUserNotifications;
      const times = page.items.map((n) => n.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      seen.push(...page.items.map((n) => n.id));
      after = page.nextCursor ?? null;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(56);
  });

  it("refuses a malformed cursor as bad input", async () => {
    const user = await signUp(app);
    expect(errorCode(await list(user, { after: "not-a-cursor" }))).toBe("BAD_USER_INPUT");
  });

  it("Today is the reader's day in Kyiv time, not the UTC day", async () => {
    // 2026-03-02 09:00 UTC is 11:00 in Kyiv (UTC+2): the Kyiv day began at 2026-03-01 22:00 UTC.
    app.clock.set("2026-03-02T09:00:00Z");
    expect(startOfDay(app.clock.now()).toISOString()).toBe("2026-03-01T22:00:00.000Z");
    // Summer time (UTC+3), and the instant just before midnight.
    expect(startOfDay(new Date("2026-07-10T20:59:59Z")).toISOString()).toBe("2026-07-09T21:00:00.000Z");
    expect(startOfDay(new Date("2026-07-10T21:00:00Z")).toISOString()).toBe("2026-07-10T21:00:00.000Z");

    const user = await signUp(app);
    await write(user, ["2026-03-01T21:59:59Z", "2026-03-01T22:00:00Z", "2026-03-02T08:59:00Z"]);
    const today = ok(await list(user, { period: "TODAY" })).listUserNotifications.items;
    expect(today.map((n) => n.createdAt)).toEqual(["2026-03-02T08:59:00.000Z", "2026-03-01T22:00:00.000Z"]);
    const all = ok(await list(user, { period: "ALL" })).listUserNotifications.items;
    expect(all).toHaveLength(3);
  });
});

describe("read and unread", () => {
  it("counts the unread, marks one read (once), and marks all read", async () => {
    const user = await signUp(app);
    await write(user, ["2026-03-02T08:00:00Z", "2026-03-02T08:01:00Z", "2026-03-02T08:02:00Z"]);
    const count = async () =>
      ok(await send(app, CountUserUnreadNotificationsDocument, {}, { token: user.accessToken }))
        .countUserUnreadNotifications;
    expect(await count()).toBe(3);

    const [newest] = ok(await list(user)).listUserNotifications.items;
    const first = ok(
      await send(app, MarkNotificationReadDocument, { id: newest!.id }, { token: user.accessToken }),
    ).markNotificationRead;
    expect(first.readAt).toBe(app.clock.now().toISOString());
    expect(await count()).toBe(2);
    // Again later: it stays read since the first time.
    app.clock.advance(60_000);
    const again = ok(
      await send(app, MarkNotificationReadDocument, { id: newest!.id }, { token: user.accessToken }),
    ).markNotificationRead;
    expect(again.readAt).toBe(first.readAt);

    const both = ok(await list(user));
    expect(both.listUserNotifications.items.map((n) => n.readAt !== null)).toEqual([true, false, false]);
    expect(both.countUserUnreadNotifications).toBe(2);

    expect(
      ok(await send(app, MarkAllNotificationsReadDocument, {}, { token: user.accessToken })).markAllNotificationsRead,
    ).toBe(2);
    expect(await count()).toBe(0);
    expect(
      ok(await send(app, MarkAllNotificationsReadDocument, {}, { token: user.accessToken })).markAllNotificationsRead,
    ).toBe(0);
  });
});

describe("at once", () => {
  it("parallel marks (each one twice, all twice) all succeed and leave everything read", async () => {
    const user = await signUp(app);
    await write(user, ["2026-03-02T08:00:00Z", "2026-03-02T08:01:00Z", "2026-03-02T08:02:00Z", "2026-03-02T08:03:00Z"]);
    const items = ok(await list(user)).listUserNotifications.items;
    const token = { token: user.accessToken };
    const answers = await Promise.all([
      ...items.flatMap((item) => [
        send(app, MarkNotificationReadDocument, { id: item.id }, token),
        send(app, MarkNotificationReadDocument, { id: item.id }, token),
      ]),
      send(app, MarkAllNotificationsReadDocument, {}, token),
      send(app, MarkAllNotificationsReadDocument, {}, token),
    ]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    // No row is counted as changed by both "all" calls.
    const rows = await app.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    const changedByAll = answers
      .slice(-2)
      .map((a) => (a.data as { markAllNotificationsRead: number }).markAllNotificationsRead);
    expect(changedByAll[0]! + changedByAll[1]!).toBeLessThanOrEqual(4);
    expect(ok(await send(app, CountUserUnreadNotificationsDocument, {}, token)).countUserUnreadNotifications).toBe(0);
  });
});

describe("authorization", () => {
  it("a stranger neither reads nor marks another's notifications; marking all is one's own only", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    await write(owner, ["2026-03-02T08:00:00Z"]);
    await write(stranger, ["2026-03-02T08:00:00Z"]);
    const [mine] = ok(await list(owner)).listUserNotifications.items;

    const theirs = ok(await list(stranger)).listUserNotifications.items;
    expect(theirs.map((n) => n.id)).not.toContain(mine!.id);
    expect(theirs).toHaveLength(1);

    const marked = await send(app, MarkNotificationReadDocument, { id: mine!.id }, { token: stranger.accessToken });
    expect(errorCode(marked)).toBe("NOTIFICATION_NOT_FOUND");
    expect(marked.data).toBeNull();
    expect(
      errorCode(await send(app, MarkNotificationReadDocument, { id: "not-a-uuid" }, { token: stranger.accessToken })),
    ).toBe("NOTIFICATION_NOT_FOUND");

    expect(
      ok(await send(app, MarkAllNotificationsReadDocument, {}, { token: stranger.accessToken }))
        .markAllNotificationsRead,
    ).toBe(1);
    const [row] = await app.database.db.select().from(notifications).where(eq(notifications.id, mine!.id));
    expect(row!.readAt).toBeNull();
  });

  it("refuses every operation signed out", async () => {
    const owner = await signUp(app);
    await write(owner, ["2026-03-02T08:00:00Z"]);
    const [mine] = ok(await list(owner)).listUserNotifications.items;
    expect(errorCode(await send(app, ListUserNotificationsDocument, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await send(app, CountUserUnreadNotificationsDocument, {}, { apiKey: true }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(errorCode(await send(app, MarkNotificationReadDocument, { id: mine!.id }, { apiKey: true }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(errorCode(await send(app, MarkAllNotificationsReadDocument, {}))).toBe("UNAUTHENTICATED");
    const [row] = await app.database.db.select().from(notifications).where(eq(notifications.id, mine!.id));
    expect(row!.readAt).toBeNull();
  });
});

/** Collects the channel's signals for a user; `next()` resolves with the next one. */
async function listen(userId: string) {
  const got: NotificationSignal[] = [];
  const waiting: Array<() => void> = [];
  const unsubscribe = await app.api.services.notificationChannel.subscribe(userId, (signal) => {
    got.push(signal);
    waiting.splice(0).forEach((wake) => wake());
  });
  const next = async (index: number) => {
    while (got.length <= index) await new Promise<void>((resolve) => waiting.push(resolve));
    return got[index]!;
  };
  return { got, next, unsubscribe };
}

describe("the live channel", () => {
  it("delivers a notification when its transaction commits, and nothing from one that rolls back", async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    const heard = await listen(user.id);
    const overheard = await listen(other.id);

    await expect(
      app.database.db.transaction(async (tx) => {
        await notify(tx, app.clock.now(), SYSTEM_ACTOR, [user.id], "shareTransfer.received", payload(1));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");

    let insideTransaction = -1;
    await app.database.db.transaction(async (tx) => {
      await notify(tx, app.clock.now(), SYSTEM_ACTOR, [user.id], "shareTransfer.received", payload(2));
      // Still inside: the signal waits for the commit.
      await new Promise((resolve) => setImmediate(resolve));
      insideTransaction = heard.got.length;
    });
    const signal = await heard.next(0);
    expect(insideTransaction).toBe(0);

    // The one delivered is the committed one: the rolled-back row never existed.
    const rows = await app.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([signal.id]);
    expect(signal).toEqual({ userId: user.id, id: rows[0]!.id });
    // A later commit arrives after it; nothing from the rollback came in between.
    await notify(app.database.db, app.clock.now(), SYSTEM_ACTOR, [user.id], "shareTransfer.received", payload(3));
    await heard.next(1);
    expect(heard.got).toHaveLength(2);
    expect(overheard.got).toEqual([]);
    heard.unsubscribe();
    overheard.unsubscribe();
  });

  it("a share transfer signals its recipient through the stream the web server relays", async () => {
    const sender = await signUp(app);
    const recipient = await signUp(app);
    const company = await createCompany(app, sender, "Потік");
    const response = await app.api.fetch(`http://api.test${NOTIFICATION_STREAM_PATH}`, {
      headers: { "x-api-key": API_KEY, authorization: `Bearer ${recipient.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil(": open");
    expect(text).toMatch(/^retry: \d+/);
    // The subscription is in place once the first lines are out.
    await expect.poll(() => app.api.services.notificationChannel.count(recipient.id)).toBe(1);

    await offer(app, sender, company, recipient, 700);
    await readUntil("event: notification");
    await readUntil("\n\n");
    const [row] = await app.database.db.select().from(notifications).where(eq(notifications.userId, recipient.id));
    expect(text).toContain(`data: {"id":"${row!.id}"}`);

    // Closing the stream releases its subscription and its place.
    await reader.cancel();
    await expect.poll(() => app.api.services.notificationStream.openCount(recipient.id)).toBe(0);
    expect(app.api.services.notificationChannel.count(recipient.id)).toBe(0);
  });

  it("the stream wants the API key and a live session, and caps the open streams per person", async () => {
    const user = await signUp(app);
    const url = `http://api.test${NOTIFICATION_STREAM_PATH}`;
    expect((await app.api.fetch(url, { headers: { authorization: `Bearer ${user.accessToken}` } })).status).toBe(403);
    expect((await app.api.fetch(url, { headers: { "x-api-key": API_KEY } })).status).toBe(401);
    expect(
      (await app.api.fetch(url, { headers: { "x-api-key": API_KEY, authorization: "Bearer forged" } })).status,
    ).toBe(401);

    const headers = { "x-api-key": API_KEY, authorization: `Bearer ${user.accessToken}` };
    const open: Response[] = [];
    for (let i = 0; i < 5; i++) open.push(await app.api.fetch(url, { headers }));
    expect(open.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await app.api.fetch(url, { headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    // One closed by the client (an aborted request): a place is free again.
    await open.pop()!.body!.cancel();
    expect(app.api.services.notificationStream.openCount(user.id)).toBe(4);
    const controller = new AbortController();
    const again = await app.api.fetch(url, { headers, signal: controller.signal });
    expect(again.status).toBe(200);
    controller.abort();
    await expect.poll(() => app.api.services.notificationStream.openCount(user.id)).toBe(4);
    for (const response of open) await response.body!.cancel();
    expect(app.api.services.notificationStream.openCount(user.id)).toBe(0);
  });
});
