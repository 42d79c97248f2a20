/**
 * The GraphQL contract: the schema builds, the committed generated types are what codegen makes
 * of it today, abusive documents are refused, and unexpected failures do not leak.
 */
import { buildSchema as buildSdl } from "graphql";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../scripts/codegen";
import { buildSchema } from "../../server/yoga";
import { loadTypeDefs, schemaFiles } from "../../server/graphql/sdl";
import { createTestApp, gql, newPhone, signUp, token, type TestApp } from "./harness";
import { USERNAME_UNIQUE, ok } from "./support";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("schema and generated types", () => {
  it("graphql/schema/*.graphql make a valid schema, base first, and the server builds its executable schema from them", () => {
    expect(path.basename(schemaFiles()[0])).toBe("_base.graphql");
    const schema = buildSdl(loadTypeDefs());
    expect(schema.getQueryType()?.name).toBe("Query");
    expect(schema.getMutationType()?.name).toBe("Mutation");
    expect(() => buildSchema()).not.toThrow();
  });

  it("the committed graphql/generated files are what codegen makes of the schema and operations now", async () => {
    const files = await generate();
    expect(Object.keys(files).sort()).toEqual([
      "graphql/generated/operations.ts",
      "server/graphql/generated/resolvers.ts",
    ]);
    for (const [relative, content] of Object.entries(files)) {
      const committed = readFileSync(path.join(root, relative), "utf8");
      // On failure: run `npm run codegen` and commit the result.
      expect(committed === content, `${relative} is stale: run npm run codegen`).toBe(true);
    }
  }, 60_000);
});

describe("abusive documents", () => {
  it("refuses a document with more than 15 aliases, before running anything", async () => {
    const fields = Array.from({ length: 16 }, (_, i) => `a${i}: checkUsernameUnique(username: "olena_${i}")`).join(
      "\n",
    );
    const answer = await gql(app, `query { ${fields} }`, {}, { apiKey: true });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].message).toMatch(/alias/i);
  });

  it("allows 15 aliases", async () => {
    const fields = Array.from({ length: 15 }, (_, i) => `a${i}: checkUsernameUnique(username: "olena_${i}")`).join(
      "\n",
    );
    const answer = ok(await gql<Record<string, boolean>>(app, `query { ${fields} }`, {}, { apiKey: true }));
    expect(Object.keys(answer)).toHaveLength(15);
  });

  it("refuses a document of more than 2000 tokens, before parsing it all", async () => {
    const fields = Array.from({ length: 3000 }, () => "__typename").join(" ");
    const answer = await gql(app, `query { ${fields} }`, {}, { apiKey: true });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].message).toMatch(/token/i);
  });

  it("a document that does not parse is a client error, not a server error", async () => {
    const answer = await gql(app, "query { getAuthUser { ", {}, { apiKey: true });
    expect(answer.errors?.[0].message).toMatch(/Syntax Error/);
    expect(answer.errors?.[0].extensions?.code).not.toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("unexpected failures", () => {
  it("a GraphQL operation that fails unexpectedly answers INTERNAL_SERVER_ERROR without the details", async () => {
    const accounts = app.api.services.accounts;
    const original = accounts.checkUsernameUnique;
    accounts.checkUsernameUnique = async () => {
      throw new Error("connect ECONNREFUSED 10.1.2.3:5432 password=hunter2");
    };
    try {
      const answer = await gql(app, USERNAME_UNIQUE, { username: "olena_k" }, { apiKey: true });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0].extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      expect(JSON.stringify(answer)).not.toMatch(/ECONNREFUSED|10\.1\.2\.3|hunter2|stack/);
    } finally {
      accounts.checkUsernameUnique = original;
    }
  });

  it("the token endpoint answers 500 server_error without the details", async () => {
    const user = await signUp(app);
    const sessions = app.api.services.sessions;
    const original = sessions.refreshGrant;
    sessions.refreshGrant = async () => {
      throw new Error("relation sessions does not exist at 10.1.2.3");
    };
    try {
      const answer = await token(
        app,
        { grant_type: "refresh_token", refresh_token: user.refreshToken },
        { apiKey: false },
      );
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ error: "server_error" });
    } finally {
      sessions.refreshGrant = original;
    }
  });

  it("an expected failure keeps its message and code", async () => {
    const answer = await gql(
      app,
      "mutation ($phone: String!) { checkUserExists(phone: $phone) }",
      { phone: newPhone() },
      {},
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: "This call needs the API key",
      extensions: { code: "FORBIDDEN" },
    });
  });
});
