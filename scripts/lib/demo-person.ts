import type { BrowserContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RunningServer } from "./serve";

/** The paths of what the demo person owns: the vHold dashboard, the hub of their director role and an instruction in it. */
export interface DemoPaths {
  dashboard: string;
  hub: string;
  instruction: string;
}

/**
 * Registers a person in `context` through the sign-in steps (the SMS code read from the server's
 * development outbox), creates their company and names them its director, then gives the hub
 * something to show: a folder and two uploaded files, and an instruction with an attachment.
 * The context's cookies are then those of the signed-in person (scripts/screenshots.ts,
 * scripts/lighthouse.ts).
 */
export async function registerDemoPerson(
  context: BrowserContext,
  server: Pick<RunningServer, "url" | "dataDir">,
): Promise<DemoPaths> {
  const page = await context.newPage();
  await page.goto(`${server.url}/auth/signin`);
  await page.locator('input[name="phone"]').fill("67 765 43 21");
  await Promise.all([page.waitForURL(/signin-code/), page.locator('input[name="phone"]').press("Enter")]);
  const outbox = readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  await page.locator('input[name="code"]').fill(JSON.parse(outbox[outbox.length - 1]).code as string);
  await Promise.all([page.waitForURL(/registration/), page.locator('input[name="code"]').press("Enter")]);
  await page.locator('input[name="name"]').fill("Олена");
  await page.locator('input[name="surname"]').fill("Коваленко-Шевчук");
  await page.locator('input[name="username"]').fill("olena_kovalenko");
  await page.locator('input[name="password"]').fill("Shots#Reader1");
  await page.locator('input[name="confirmPassword"]').fill("Shots#Reader1");
  await page.locator('input[type="checkbox"]').check();
  await Promise.all([page.waitForURL(/profile/), page.locator('input[name="confirmPassword"]').press("Enter")]);
  await page.goto(`${server.url}/create-company`);
  await page.locator('input[name="name"]').fill("Зелена Долина Агро");
  await Promise.all([page.waitForURL(/\/vhold\/[^/]+$/), page.locator('input[name="name"]').press("Enter")]);
  const dashboard = new URL(page.url()).pathname;
  // The sole owner names themself director (passes at once): the hub and its control center open.
  await page.goto(`${server.url}${dashboard}/director`);
  await page.locator('input[name="candidate"]').fill("@olena_kovalenko");
  await Promise.all([page.waitForLoadState("load"), page.locator('button[name="intent"][value="invite"]').click()]);
  // The page's own director line names her once the vote has passed (the form posts without a reload).
  await page.getByTestId("director").filter({ hasText: "Олена" }).waitFor();
  await page.goto(`${server.url}/vhub`);
  const hub = new URL(page.url()).pathname;
  if (!/^\/vhub\/[0-9a-f-]{36}$/.test(hub)) throw new Error(`the hub did not open a role: ${hub}`);
  // Files to show: a folder and a picture, uploaded as a person does.
  await page.goto(`${server.url}${hub}/files/new-folder`);
  await page.locator('input[name="name"]').fill("Договори 2026");
  await Promise.all([page.waitForURL(/\/files$/), page.locator('input[name="name"]').press("Enter")]);
  await page.goto(`${server.url}${hub}/files/upload`, { waitUntil: "networkidle" });
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghnL2wAAAABJRU5ErkJggg==",
    "base64",
  );
  await page.locator('input[type="file"]').setInputFiles([
    { name: "Логотип компанії.png", mimeType: "image/png", buffer: png },
    {
      name: "Звіт за третій квартал 2026 року.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4 shots"),
    },
  ]);
  await page.locator('[data-state="success"]').nth(1).waitFor();
  // An instruction with an attachment, written in the editor and attached from its panel.
  await page.goto(`${server.url}${hub}/instruction/create`, { waitUntil: "networkidle" });
  await page.locator('input[name="title"]').fill("Щотижнева звірка рахунків з постачальниками");
  await page
    .locator('[contenteditable="true"]')
    .pressSequentially("Щоп'ятниці до 16:00 звірити рахунки й надіслати акт.");
  await Promise.all([
    page.waitForURL(/\/instruction\/[0-9a-f-]{36}$/),
    page.locator('button[type="submit"]').last().click(),
  ]);
  const instruction = new URL(page.url()).pathname;
  await page.goto(`${server.url}${instruction}/edit`, { waitUntil: "networkidle" });
  await page.locator('input[type="file"]').setInputFiles({
    name: "Акт звірки (шаблон).pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 act"),
  });
  await page.locator('[data-state="success"]').waitFor();
  await page.close();
  return { dashboard, hub, instruction };
}
