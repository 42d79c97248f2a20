import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./serve";

describe("the server's Node flags", () => {
  const scripts = (
    JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;

  it.each(["start", "serve", "start:api"])(
    "npm run %s runs the server with the flags the scripts measure it with",
    (name) => {
      // The built server, as plain node (scripts/lib/build-server.ts), not TypeScript compiled at start.
      const options = /NODE_OPTIONS="([^"]*)" node build\/node\/index\.js/.exec(scripts[name])?.[1];
      expect(options, scripts[name]).toBeDefined();
      // The flags first: a NODE_OPTIONS of the person's own comes after them and wins.
      expect(options).toBe(`${SERVER_NODE_FLAGS.join(" ")} $NODE_OPTIONS`);
    },
  );
});
