import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { operationNameOf } from "./yoga";
import { currentScope, newRequestScope, runInScope, runOperation, scopeLogFields } from "./request-scope";

describe("a request's scope", () => {
  it("follows what the request starts, across awaits and timers, and stays out of what it does not", async () => {
    const scope = newRequestScope("req-1");
    const seen = await runInScope(scope, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentScope()?.requestId;
    });
    expect(seen).toBe("req-1");
    expect(currentScope()).toBeUndefined();
    // Two requests at once each keep their own.
    const both = await Promise.all(
      ["a", "b"].map((id) =>
        runInScope(newRequestScope(id), async () => {
          await new Promise((resolve) => setTimeout(resolve, id === "a" ? 5 : 1));
          return currentScope()?.requestId;
        }),
      ),
    );
    expect(both).toEqual(["a", "b"]);
  });

  it("names each operation inside the request, and the request keeps the list for its line", async () => {
    const scope = newRequestScope("req-2");
    await runInScope(scope, () =>
      Promise.all([
        runOperation("PersonHeader", async () => {
          await Promise.resolve();
          expect(scopeLogFields()).toEqual({ requestId: "req-2", operation: "PersonHeader" });
        }),
        runOperation("CompanyPage", async () =>
          expect(scopeLogFields()).toEqual({ requestId: "req-2", operation: "CompanyPage" }),
        ),
      ]),
    );
    expect(scope.operations).toEqual(["PersonHeader", "CompanyPage"]);
    // Outside any request: no fields, and an operation just runs.
    expect(scopeLogFields()).toEqual({});
    expect(runOperation("Alone", () => 42)).toBe(42);
  });

  it("is on every line the logger writes within it, once", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    runInScope(newRequestScope("req-3"), () =>
      runOperation("SignOut", () => logger.info({ userId: "u" }, "signed out")),
    );
    logger.info("outside");
    expect(JSON.parse(lines[0])).toMatchObject({
      requestId: "req-3",
      operation: "SignOut",
      userId: "u",
      msg: "signed out",
    });
    expect(lines[0].match(/"requestId"/g)).toHaveLength(1);
    expect(JSON.parse(lines[1])).not.toHaveProperty("requestId");
  });
});

describe("an operation's name in the log", () => {
  it("is the document's name of the operation asked for, never the caller's free text", () => {
    const two = parse("query First { __typename } mutation Second { __typename }");
    expect(operationNameOf(two)).toBe("First");
    expect(operationNameOf(two, "Second")).toBe("Second");
    expect(operationNameOf(two, 'Nope" injected')).toBe("unknown");
    expect(operationNameOf(parse("{ __typename }"))).toBe("anonymous");
    expect(operationNameOf(parse("fragment F on Query { __typename } query Q { ...F }"))).toBe("Q");
  });
});
