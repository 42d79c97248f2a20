/**
 * Text inputs refuse control characters with a field error (a NUL once reached PostgreSQL), and
 * the log of an unexpected database error carries its message, code and stack but never the
 * query's values: not the phone, not the password hash.
 */
import { hash as argonHash } from "@node-rs/argon2";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { REGISTER, confirmPhone, createTestApp, gql, newPhone, type TestApp } from "./harness";
import { USER_EXISTS, fieldErrors, ok } from "./support";

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { logger: createLogger("info", { write: (line: string) => void lines.push(line) }) });
});
afterAll(() => app.close());
afterEach(() => {
  lines.length = 0;
});

const PASSWORD = "Correct#Horse9";
const input = (phoneTicket: string, overrides: Record<string, unknown>) => ({
  phoneTicket,
  name: "Olena",
  surname: "Koval",
  username: `olena_${Math.random().toString(36).slice(2, 8)}`,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  consent: true,
  ...overrides,
});

describe("control characters in text inputs", () => {
  it.each([
    ["name", "Ol\u0000ena"],
    ["name", "Olena\u0007"],
    ["surname", "Ko\u001b[2Jval"],
    ["surname", "Koval\u0085"],
    ["username", "olena\u0000k"],
  ])("the %s %j gets a clear field error, and nothing is stored or logged", async (field, value) => {
    const phone = newPhone();
    const ticket = await confirmPhone(app, phone);
    const answer = await gql(app, REGISTER, { input: input(ticket, { [field]: value }) }, { apiKey: true });
    expect(answer.data).toBeNull();
    expect(fieldErrors(answer)[field]).toEqual(["validation.text.control"]);
    expect(
      ok(await gql<{ checkUserExists: boolean }>(app, USER_EXISTS, { phone }, { apiKey: true })).checkUserExists,
    ).toBe(false);
    expect(lines.join("")).not.toContain(phone);
  });
});

describe("the log of a failed query", () => {
  const accounts = () => app.api.services.accounts;
  let original: ReturnType<typeof accounts>["registerUser"];

  it("holds the error's message, code and stack, and neither the phone nor the password hash", async () => {
    const phone = newPhone();
    const passwordHash = await argonHash(PASSWORD);
    // What used to happen when a NUL slipped past the rules: the driver refuses the row.
    original = accounts().registerUser;
    accounts().registerUser = async () => {
      const [row] = await app.database.db
        .insert(users)
        .values({ phone, passwordHash, name: "Ol\u0000ena", surname: "Koval", username: "olena_nul" })
        .returning();
      return row;
    };
    try {
      const ticket = await confirmPhone(app, newPhone());
      const answer = await gql(app, REGISTER, { input: input(ticket, {}) }, { apiKey: true });
      expect(answer.errors?.[0].extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      expect(JSON.stringify(answer)).not.toContain(phone);
    } finally {
      accounts().registerUser = original;
    }

    const log = lines.join("");
    expect(log).not.toContain(phone);
    expect(log).not.toContain(passwordHash);
    expect(log).not.toContain(passwordHash.split("$").pop()!);
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.msg === "unexpected error in a GraphQL operation");
    expect(entry).toBeDefined();
    const err = entry!.err as {
      type: string;
      message: string;
      stack: string;
      cause?: { code?: string; message: string };
    };
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.stack).toContain("\n    at ");
    // The driver's own error: SQLSTATE 22021 (invalid byte sequence: the NUL) with its message.
    expect(err.cause?.code).toBe("22021");
    expect(err.cause?.message).toContain("0x00");
    expect(Object.keys(err).sort()).toEqual(["cause", "message", "stack", "type"]);
  });
});
