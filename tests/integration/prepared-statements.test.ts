/**
 * The hot path's prepared statements (server/db/prepared.ts, docs/decisions/0021): built once and
 * run with each call's own values on either engine; on PostgreSQL they are named statements, and
 * when the server ends every connection (a restart, a failover) the pool opens new ones and the
 * statements are prepared again on them: the next requests are answered as before.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { ListUserCompaniesDocument } from "#graphql/generated/operations";
import { createApi } from "../../server/api";
import { eq, sql } from "drizzle-orm";
import { users } from "../../server/db/schema";
import { openDatabase } from "../../server/db/client";
import {
  discardHeaderSinks,
  PersonHeaderLoader,
  readSessionWithHeader,
  type PersonHeader,
} from "../../server/modules/person-header";
import { createLogger } from "../../server/logger";
import { createTestApp, send, signUp, type SignedUpUser, type TestApp } from "./harness";
import { createCompany } from "./companies/world";
import { ME } from "./support";
import { adminUrl } from "./engine";

let app: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;
beforeAll(async () => {
  app = await createTestApp({ ACCESS_TOKEN_TTL: "86400" });
  alice = await signUp(app);
  bob = await signUp(app);
  await createCompany(app, alice, "Аліса і партнери");
});
afterAll(() => app?.close());

type Me = { getAuthUser: { username: string } };
const meOn = async (fetchApi: typeof fetch, user: SignedUpUser) => {
  const response = await fetchApi("http://api.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.accessToken}` },
    body: JSON.stringify({ query: ME }),
  });
  return ((await response.json()) as { data?: Me }).data?.getAuthUser.username;
};

describe("prepared statements", () => {
  it("answer each caller with their own rows, call after call", async () => {
    for (let round = 0; round < 3; round++) {
      expect(await meOn(app.api.fetch, alice)).toBe(alice.username);
      expect(await meOn(app.api.fetch, bob)).toBe(bob.username);
      const aliceCompanies = await send(app, ListUserCompaniesDocument, {}, { token: alice.accessToken });
      expect(aliceCompanies.data?.listUserCompanies.map((c) => [c.name, c.myShare])).toEqual([
        ["Аліса і партнери", 10_000],
      ]);
      expect(
        (await send(app, ListUserCompaniesDocument, {}, { token: bob.accessToken })).data?.listUserCompanies,
      ).toEqual([]);
    }
  });

  it("over a batch of keys: one key and many read the same rows (the one-key text is the pages' usual batch)", async () => {
    const header = (ids: string[]) => new PersonHeaderLoader(app.database.db, discardHeaderSinks).loadMany(ids);
    const [aliceAlone] = await header([alice.id]);
    const [bobAlone] = await header([bob.id]);
    const together = await header([alice.id, bob.id, alice.id]);
    expect(together).toEqual([aliceAlone, bobAlone, aliceAlone]);
    expect((aliceAlone as PersonHeader).companies.map((c) => c.name)).toEqual(["Аліса і партнери"]);
    expect((bobAlone as PersonHeader).companies).toEqual([]);
  });

  it("the session with its header (the web server's bearer check) reads the person and the header their own statements read", async () => {
    const found = await app.database.db.execute(
      sql`select id from sessions where user_id = ${alice.id} and ended_at is null`,
    );
    const [{ id: sessionId }] = ((found as unknown as { rows?: unknown[] }).rows ?? found) as Array<{ id: string }>;
    const read = await readSessionWithHeader(app.database.db, sessionId);
    const [me] = await app.database.db.select().from(users).where(eq(users.id, alice.id));
    expect(read).toMatchObject({ endedAt: null, userId: alice.id, user: me });
    expect(read!.lastActiveAt).toBeInstanceOf(Date);
    const primed = new PersonHeaderLoader(app.database.db, discardHeaderSinks).primeColumns(alice.id, read!.header);
    expect(await primed.load(alice.id)).toEqual(
      await new PersonHeaderLoader(app.database.db, discardHeaderSinks).load(alice.id),
    );
    expect(await readSessionWithHeader(app.database.db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it.runIf(inject("databaseEngine") === "postgres")(
    "keep the one-key text's plan on a connection (an array's unnest is planned at every execution)",
    async () => {
      const handle = await openDatabase({ databaseUrl: app.database.url!, poolSize: 1 });
      try {
        for (let i = 0; i < 8; i++)
          await new PersonHeaderLoader(handle.db, discardHeaderSinks).load(i % 2 ? alice.id : bob.id);
        for (let i = 0; i < 8; i++)
          await new PersonHeaderLoader(handle.db, discardHeaderSinks).loadMany([alice.id, bob.id]);
        const plans = await handle.db.execute(
          sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'person_header%' order by name`,
        );
        const rows = ((plans as unknown as { rows?: unknown[] }).rows ?? plans) as Array<{
          name: string;
          generic_plans: number;
          custom_plans: number;
        }>;
        const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
        // The one-key text: planned for its first five executions, then its generic plan kept.
        expect(Number(byName.person_header_one.generic_plans)).toBeGreaterThan(0);
        // The many-key text: planned each time (why the pages use the other).
        expect(Number(byName.person_header.generic_plans)).toBe(0);
      } finally {
        await handle.close();
      }
    },
  );

  it.runIf(inject("databaseEngine") === "postgres")(
    "survive PostgreSQL ending every connection: the pool reconnects and prepares them again",
    async () => {
      let connectionLost!: () => void;
      const lost = new Promise<void>((resolve) => (connectionLost = resolve));
      // A process of its own on the file's database, with one connection: the one the server ends.
      const handle = await openDatabase({
        databaseUrl: app.database.url!,
        poolSize: 1,
        onError: () => connectionLost(),
      });
      try {
        const api = createApi({
          config: app.config,
          db: handle.db,
          logger: createLogger("silent"),
          clock: app.clock,
          messenger: app.messenger,
        });
        expect(await meOn(api.fetch, alice)).toBe(alice.username);

        const admin = new pg.Client({ connectionString: adminUrl() });
        await admin.connect();
        const database = new URL(app.database.url!).pathname.slice(1);
        const ended = await admin.query(
          "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [database],
        );
        await admin.end();
        expect(ended.rows.length).toBeGreaterThan(0);
        await lost; // the pool saw its idle connection end and dropped it

        expect(await meOn(api.fetch, bob)).toBe(bob.username);
        expect(await meOn(api.fetch, alice)).toBe(alice.username);
        await api.services.notificationChannel.close();
      } finally {
        await handle.close();
      }
    },
  );
});
