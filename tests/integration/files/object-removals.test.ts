/**
 * Objects the storage would not remove are tried again (issue 22; decisions 0010, 0011, 0027): a
 * profile photo replaced or removed while the storage refuses deletions joins the files module's
 * queue, and the files.objects sweep removes it once the storage takes deletions again, whether or
 * not the files area is switched on.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RemoveAuthUserAvatarDocument } from "#graphql/generated/operations";
import { fileObjectRemovals, users } from "../../../server/db/schema";
import { LocalStorage } from "../../../server/storage";
import { createTestApp, send, signUp, type TestApp } from "../harness";
import { ok } from "../support";
import { PNG } from "./support";

/** The local driver, with deletions refused while `refusing`. */
class RefusingStorage extends LocalStorage {
  refusing = true;
  override async delete(key: string): Promise<void> {
    if (this.refusing) throw new Error("the storage is unavailable");
    return super.delete(key);
  }
}

let app: TestApp;
let storage: RefusingStorage;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "object-removals-"));
  app = await createTestApp(
    { ACCESS_TOKEN_TTL: "86400" },
    {
      storage: (config, clock) =>
        (storage = new RefusingStorage({ dir, signingKey: config.tokenSigningKey, clock, ttlSeconds: 3600 })),
    },
  );
});
afterAll(() => app.close());

describe("a photo the storage would not remove", () => {
  it("is queued and removed by the sweep once the storage takes deletions again", async () => {
    const user = await signUp(app);
    const uploaded = await app.api.fetch("http://api.test/uploads/avatar", {
      method: "PUT",
      headers: { authorization: `Bearer ${user.accessToken}` },
      body: PNG as BodyInit,
    });
    expect(uploaded.status).toBe(200);
    const [row] = await app.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, user.id));
    const key = row!.avatar!;
    expect(await app.api.storage.stat(key)).not.toBeNull();

    ok(await send(app, RemoveAuthUserAvatarDocument, {}, { token: user.accessToken }));
    expect(
      await app.database.db.select().from(fileObjectRemovals).where(eq(fileObjectRemovals.s3Key, key)),
    ).toHaveLength(1);
    // Still refused: it stays queued, with one more attempt.
    app.clock.advance(3_600_000);
    await app.api.jobs.runDue({ force: true });
    const [waiting] = await app.database.db.select().from(fileObjectRemovals).where(eq(fileObjectRemovals.s3Key, key));
    expect(waiting!.attempts).toBe(1);
    expect(await app.api.storage.stat(key)).not.toBeNull();

    storage.refusing = false;
    app.clock.advance(3_600_000);
    await app.api.jobs.runDue({ force: true });
    expect(await app.api.storage.stat(key)).toBeNull();
    expect(await app.database.db.select().from(fileObjectRemovals).where(eq(fileObjectRemovals.s3Key, key))).toEqual(
      [],
    );
  });
});
