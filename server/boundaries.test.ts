import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The lint rule that keeps server/ and app/ apart (eslint.config.js), run as `npm run lint` runs
 * it: the project's config on files at paths under server/ and app/ (the files need not exist).
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL("..", import.meta.url)) });
// Loading the config and its plugins takes seconds on a busy machine; each file then takes little.
beforeAll(() => eslint.lintText("export {};\n", { filePath: "server/index.ts" }), 60_000);

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("lint keeps server/ and app/ apart", () => {
  it("refuses an import of app/ in server/, by a relative path, the ~ alias or for a type only", async () => {
    const refused = /no-restricted-imports: .* server\/ never imports app\//;
    expect(
      await problems(
        "server/modules/notifications/digest.ts",
        `import { formatDateTime } from "../../../app/lib/format-date";\nexport const f = formatDateTime;\n`,
      ),
    ).toEqual([expect.stringMatching(refused)]);
    expect(
      await problems(
        "server/http.ts",
        `import { getSession } from "~/lib/session.server";\nexport const s = getSession;\n`,
      ),
    ).toEqual([expect.stringMatching(refused)]);
    expect(
      await problems(
        "server/dev/page.ts",
        `import type { RouteHandle } from "../../app/lib/route-handle";\nexport type H = RouteHandle;\n`,
      ),
    ).toEqual([expect.stringMatching(refused)]);
  });

  it("lets server/ import the shared contract in graphql/", async () => {
    expect(
      await problems(
        "server/modules/notifications/digest.ts",
        `import { DISPLAY_TIME_ZONE } from "#graphql/time-zone";\nexport const zone = DISPLAY_TIME_ZONE;\n`,
      ),
    ).toEqual([]);
  });

  it("refuses an import of server/ in app/, as before", async () => {
    expect(
      await problems(
        "app/lib/helper.server.ts",
        `import { loadConfig } from "../../server/config";\nexport const c = loadConfig;\n`,
      ),
    ).toEqual([expect.stringMatching(/no-restricted-imports: .*never imports server\//)]);
  });
});
