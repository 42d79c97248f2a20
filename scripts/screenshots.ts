/**
 * Screenshots of the pages a design change touches, at 360 and 1280 px, light and dark, for a
 * person to look at (not a test: nothing is compared). Needs the build (npm run build).
 *
 *   npx tsx scripts/screenshots.ts [out-dir]      (default /tmp/shots)
 *   SHOTS=files npx tsx scripts/screenshots.ts     (only the pages whose name holds "files")
 *
 * A new person registers through the sign-in steps (the code read from the development outbox),
 * creates a company and names themself its director, so the signed-in pages, the vHold dashboard,
 * the hub and its control center have something to show (scripts/lib/demo-person.ts).
 */
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { registerDemoPerson } from "./lib/demo-person";
import { serveBuiltApp } from "./lib/serve";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium";

const out = process.argv[2] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });
const server = await serveBuiltApp({ RATE_LIMIT_ADDRESS_MAX: "1000" }, { startTimeoutMs: 120_000 });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

try {
  const signedIn = await browser.newContext();
  const { dashboard, hub, instruction } = await registerDemoPerson(signedIn, server);
  const cookies = await signedIn.cookies();
  await signedIn.close();
  const pages: Array<{ name: string; path: string; signedIn: boolean; open?: string; dialog?: boolean }> = [
    { name: "signin", path: "/auth/signin", signedIn: false },
    { name: "profile", path: "/profile", signedIn: true },
    { name: "personal-info", path: "/settings/personal-info", signedIn: true },
    { name: "phone", path: "/settings/personal-info/phone", signedIn: true },
    { name: "delete-account", path: "/settings/personal-info/delete-account", signedIn: true },
    // The same step opened from its page, in the dialog (JavaScript on).
    {
      name: "delete-account-dialog",
      path: "/settings/personal-info",
      signedIn: true,
      open: 'a[href$="/delete-account"]',
    },
    { name: "privacy", path: "/settings/privacy", signedIn: true },
    { name: "two-factor", path: "/settings/privacy/two-factor", signedIn: true },
    { name: "localization", path: "/settings/localization", signedIn: true },
    { name: "user-agreement", path: "/settings/user-agreement", signedIn: true },
    { name: "vhold", path: dashboard, signedIn: true },
    { name: "vhold-info", path: `${dashboard}?tab=info`, signedIn: true },
    { name: "vhold-settings", path: `${dashboard}/settings`, signedIn: true },
    { name: "vhold-settings-edit", path: `${dashboard}/settings`, signedIn: true, open: 'a[href$="/settings/edit"]' },
    { name: "vhold-transfer", path: dashboard, signedIn: true, open: 'a[href$="/transfer"]' },
    { name: "vhub", path: hub, signedIn: true },
    { name: "vhub-structure", path: `${hub}/structure-company`, signedIn: true },
    ...["company-profile", "billing", "access", "storage", "team", "owners"].map((section) => ({
      name: `control-center-${section}`,
      path: `${hub}/control-center/${section}`,
      signedIn: true,
    })),
    {
      name: "control-center-industries",
      path: `${hub}/control-center/company-profile`,
      signedIn: true,
      open: 'a[href$="/industries"]',
    },
    {
      name: "control-center-top-up",
      path: `${hub}/control-center/billing`,
      signedIn: true,
      open: 'a[href*="/top-up"]',
    },
    { name: "files", path: `${hub}/files`, signedIn: true },
    { name: "files-list", path: `${hub}/files?view=list`, signedIn: true },
    {
      name: "files-info",
      path: `${hub}/files?view=grid`,
      signedIn: true,
      open: '[data-testid="files-list"] a[href*="selected="]',
      dialog: false,
    },
    { name: "files-upload", path: `${hub}/files`, signedIn: true, open: 'a[href$="/files/upload"]' },
    { name: "files-trash", path: `${hub}/files/delete`, signedIn: true },
    { name: "instructions", path: `${hub}/instruction`, signedIn: true },
    { name: "instruction-view", path: instruction, signedIn: true },
    { name: "instruction-edit", path: `${instruction}/edit`, signedIn: true },
    { name: "instruction-attach", path: instruction, signedIn: true, open: 'a[href$="/attach"]' },
  ].filter((target) => !process.env.SHOTS || target.name.includes(process.env.SHOTS));
  for (const theme of ["light", "dark"] as const) {
    for (const width of [360, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        locale: "uk-UA",
        timezoneId: "Europe/Kyiv",
      });
      await context.addCookies([{ name: "theme", value: theme, url: server.url }]);
      for (const target of pages) {
        if (target.signedIn) await context.addCookies(cookies);
        else await context.clearCookies({ name: /^(?!theme$)/ });
        const page = await context.newPage();
        await page.goto(server.url + target.path, { waitUntil: "networkidle" });
        if (target.open) {
          await page.locator(target.open).first().click();
          if (target.dialog === false) await page.waitForLoadState("networkidle");
          else await page.getByRole("dialog").waitFor();
        }
        const file = path.join(out, `${target.name}-${width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: !target.open || target.dialog === false });
        await page.close();
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
