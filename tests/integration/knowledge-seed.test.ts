/** The first start's help: loaded once into an empty knowledge base, by one of any number of instances. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { seedKnowledgeBase } from "../../server/modules/knowledge/seed";
import { createTestApp, signUp, type TestApp } from "./harness";
import { shape, tree } from "./knowledge-support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("the knowledge base of a fresh install", () => {
  it("is filled once, by one of several instances starting together, and never again", async () => {
    // A second connection (a second instance) where the engine has one: PostgreSQL.
    let second: DatabaseHandle | null = null;
    if (app.database.url) second = await openDatabase({ databaseUrl: app.database.url, poolSize: 2 });
    try {
      const instances = [
        app.database.db,
        app.database.db,
        second?.db ?? app.database.db,
        second?.db ?? app.database.db,
      ];
      const results = await Promise.all(instances.map((db) => seedKnowledgeBase(db)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await seedKnowledgeBase(app.database.db)).toBe(false);
    } finally {
      await second?.close();
    }
    const reader = await signUp(app);
    const english = shape(await tree(app, reader, { language: "en" }));
    expect(english.map((node) => Object.keys(node as object)[0])).toEqual([
      "Getting started",
      "vHold: owning a company",
      "vHub: working in a role",
      "Files",
      "Billing",
      "Security",
    ]);
    expect(english[1]).toEqual({
      "vHold: owning a company": [
        { Votes: ["· How votes work", "· Suspension, restoration and deletion"] },
        "· Companies and co-owners",
        "· Transferring a share",
      ],
    });
    const ukrainian = await tree(app, reader, { language: "uk" });
    expect(ukrainian[0]).toMatchObject({ name: "Початок роботи", languageCode: "uk" });
    expect(ukrainian[0].posts[0]).toMatchObject({ title: "Що таке vHold", isRecommended: true, icon: "rocket" });
  });
});
