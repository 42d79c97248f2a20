/**
 * A plain install (issue 39): with no FEATURE_* set, what is built is on. The files page lists
 * a role's files, an instruction takes an attachment, and the control center's storage reads the
 * files' real usage, on a fresh data directory, through the pages a newcomer opens.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetCompanyStorageUsageDocument, GetInstructionDocument } from "#graphql/generated/operations";
import { createLogger } from "../../server/logger";
import { createTestApp, send, type TestApp } from "./harness";
import { ok } from "./support";
import { serveWebApp, signedInCookie, type ServedWebApp } from "./web-app";
import { as as asIn, attach, create, instructionsWorld, type InstructionsWorld } from "./instructions/support";
import { PNG, text, upload } from "./files/support";

let app: TestApp;
let web: ServedWebApp;
let world: InstructionsWorld;

beforeAll(async () => {
  // Nothing but what a test needs to run: no flag is set.
  app = await createTestApp({
    ACCESS_TOKEN_TTL: "86400",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "default-features-")),
  });
  web = await serveWebApp(app, createLogger("silent"));
  world = await instructionsWorld(app, "Default Works");
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

const page = async (to: string) => {
  const cookie = await signedInCookie(app, world.people.CEO);
  const response = await fetch(`${web.url}${to}`, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
};

describe("a plain install", () => {
  it("has every built module on (tasks too) and corporate agreements off", () => {
    expect(app.config.features).toEqual({
      billing: true,
      access: true,
      storage: true,
      files: true,
      tasks: true,
      corporateAgreements: false,
    });
  });

  it("serves files, instruction attachments and the storage breakdown", async () => {
    const director = world.people.CEO;
    const ceo = world.ids.CEO;
    await upload(app, director, ceo, "Логотип компанії.png", PNG);
    const instruction = await create(app, world, "CEO", { title: "Звірка рахунків" });
    await attach(app, world, "CEO", instruction.id, "Акт звірки.txt", text("Акт звірки за листопад"));

    const files = await page(`/vhub/${ceo}/files`);
    expect(files.status).toBe(200);
    expect(files.html).toContain("Логотип компанії.png");
    expect(files.html).not.toContain("у розробці");

    const read = ok(await send(app, GetInstructionDocument, { id: instruction.id }, asIn(world, "CEO"))).getInstruction;
    expect(read?.files.map((file) => file.name)).toEqual(["Акт звірки.txt"]);

    const usage = ok(
      await send(app, GetCompanyStorageUsageDocument, { companyId: world.companyId }, { token: director.accessToken }),
    ).getCompanyStorageUsage;
    expect(usage.usedBytes).toBe(PNG.byteLength + text("Акт звірки за листопад").byteLength);
    expect(usage.kinds.find((kind) => kind.kind === "MEDIA")?.bytes).toBe(PNG.byteLength);
    expect(usage.kinds.find((kind) => kind.kind === "MODULES")?.bytes).toBe(text("Акт звірки за листопад").byteLength);

    const storage = await page(`/vhub/${ceo}/control-center/storage`);
    expect(storage.status).toBe(200);
    expect(storage.html).toContain("Логотип компанії.png");
    expect(storage.html).toContain("Акт звірки.txt");
  });
});
