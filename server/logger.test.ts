import { describe, expect, it } from "vitest";
import { createLogger, serializeError } from "./logger";

/** An error shaped like Drizzle's DrizzleQueryError around a driver error. */
function failedQuery() {
  const driver = Object.assign(new Error('invalid input syntax for type uuid: "+380671234567"'), {
    code: "22P02",
    detail: "Key (phone)=(+380671234567) already exists.",
    params: ["+380671234567", "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA"],
  });
  const query = 'insert into "users" ("phone", "password_hash") values ($1, $2)';
  const params = ["+380671234567", "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA"];
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(",")}`), {
    name: "DrizzleQueryError",
    query,
    params,
    cause: driver,
  });
}

describe("the error serializer", () => {
  it("keeps type, message, code and stack, and drops the values of the query everywhere", () => {
    const serialized = serializeError(failedQuery());
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("380671234567");
    expect(text).not.toContain("argon2id");
    expect(serialized.message).toBe('Failed query: insert into "users" ("phone", "password_hash") values ($1, $2)');
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "users".*\n {4}at /);
    expect(serialized.cause).toMatchObject({
      type: "Error",
      code: "22P02",
      message: 'invalid input syntax for type uuid: "[value]"',
    });
    expect(Object.keys(serialized.cause!).sort()).toEqual(["code", "message", "stack", "type"]);
  });

  it("is the logger's: a logged error carries no parameter, and one-time codes are left out", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    logger.error({ err: failedQuery(), code: "918273", message: { to: "someone", code: "564738" } }, "failed");
    const entry = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(lines[0]).not.toContain("argon2id");
    expect(lines[0]).not.toContain("918273");
    expect(lines[0]).not.toContain("564738");
    expect((entry.err as { cause: { code: string } }).cause.code).toBe("22P02");
    // No pid or host name unless asked: one process's lines need neither.
    expect(Object.keys(entry).sort()).toEqual(["err", "level", "message", "msg", "time"]);
  });

  it("puts the given fields on every line (the pid, where an instance runs several processes)", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) }, { pid: 4242 });
    logger.info("listening");
    logger.warn({ job: "files.pending" }, "slow");
    expect(lines.map((line) => (JSON.parse(line) as { pid: number }).pid)).toEqual([4242, 4242]);
  });
});
