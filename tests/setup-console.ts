import { afterEach, vi } from "vitest";

/** A test that logs console.error fails: an error nobody asserted on is a bug. */
const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length)
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
});
