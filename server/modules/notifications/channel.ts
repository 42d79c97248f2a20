import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Executor } from "../../db/client";
import type { Logger } from "../../logger";

/**
 * The PostgreSQL channel notification signals travel on. Both engines have LISTEN/NOTIFY (PGlite
 * is PostgreSQL compiled to WebAssembly, and keeps its semantics): a NOTIFY issued inside a
 * transaction is delivered when that transaction commits, and never if it rolls back. So the
 * writer signals with pg_notify in its own transaction, the same SQL on either engine; only how
 * a process listens differs (see docs/decisions/0012-notifications.md).
 */
export const NOTIFICATION_CHANNEL = "vhold_notifications";

/** What a signal carries: whose notification, and which (the text is read from the table). */
export interface NotificationSignal {
  userId: string;
  id: string;
}

/** Signals, inside the writer's transaction: sent on its commit only. */
export async function signalNotifications(db: Executor, signals: readonly NotificationSignal[]): Promise<void> {
  if (!signals.length) return;
  // One statement for all of them (one round trip inside the writer's transaction).
  const list = JSON.stringify(signals.map(({ userId, id }) => ({ userId, id })));
  await db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, signal::text) from json_array_elements(${list}::json) as signal`,
  );
}

type Listener = (signal: NotificationSignal) => void;

/**
 * One listening connection per process, fanned out to the streams open in it by user. The
 * connection is opened with the first subscriber and kept while the process lives.
 */
export class NotificationChannel {
  private readonly listeners = new Map<string, Set<Listener>>();
  private started: Promise<void> | undefined;
  private stop: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** Calls `listener` with each committed signal for `userId` until the returned function is called. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (!set.size && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
    try {
      await (this.started ??= this.start());
    } catch (error) {
      unsubscribe();
      this.started = undefined;
      throw error;
    }
    return unsubscribe;
  }

  /** How many listeners are subscribed (tests, the stream cap). */
  count(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.stop?.();
  }

  private deliver(payload: string | undefined) {
    let signal: NotificationSignal;
    try {
      signal = JSON.parse(payload ?? "") as NotificationSignal;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(signal.userId) ?? []) {
      try {
        listener(signal);
      } catch (error) {
        this.logger.error({ err: error }, "a notification listener failed");
      }
    }
  }

  private async start(): Promise<void> {
    const client = (this.db as unknown as { $client: unknown }).$client;
    if (client instanceof PGlite) {
      // The embedded engine: the same instance that runs the writes delivers on commit.
      const unlisten = await client.listen(NOTIFICATION_CHANNEL, (payload) => this.deliver(payload));
      this.stop = () => unlisten();
      return;
    }
    if (client instanceof pg.Pool) {
      this.stop = await this.listenOnPostgres(client);
      return;
    }
    throw new Error("notifications: unknown database engine");
  }

  /**
   * PostgreSQL: a connection of its own (a pooled one would be handed back with LISTEN still on
   * it), opened with the pool's settings and opened again after an error, with a growing wait.
   */
  private async listenOnPostgres(pool: pg.Pool): Promise<() => Promise<void>> {
    let current: pg.Client | undefined;
    let retryTimer: NodeJS.Timeout | undefined;
    let delay = 500;
    const { connectionString, connectionTimeoutMillis } = pool.options;
    const connect = async (): Promise<void> => {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis });
      client.on("notification", (message) => {
        if (message.channel === NOTIFICATION_CHANNEL) this.deliver(message.payload);
      });
      client.on("error", (error) => {
        this.logger.warn({ err: error }, "the notification listener lost its connection; listening again");
        if (current === client) current = undefined;
        client.end().catch(() => {});
        reconnect();
      });
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
      current = client;
      delay = 500;
    };
    const reconnect = () => {
      if (this.closed || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect().catch((error) => {
          this.logger.warn({ err: error }, "the notification listener could not connect");
          delay = Math.min(delay * 2, 30_000);
          reconnect();
        });
      }, delay);
      retryTimer.unref?.();
    };
    await connect();
    return async () => {
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    };
  }
}
