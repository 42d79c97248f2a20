import axe from "axe-core";
import type { Page } from "@playwright/test";
import { expect, type Ui } from "./fixtures";

/** The WCAG levels every page is held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What a test needs of axe's answer: each violation with the nodes it names, and how many rules passed. */
export type AxeFindings = {
  violations: { rule: string; impact: string | null; help: string; nodes: string[] }[];
  passed: number;
};

/**
 * axe-core's checks of the page as it is now, run in the page.
 *
 * axe-core is put into each frame once per document and run there (`axe.run`), the way
 * @axe-core/playwright's legacy mode does, without what its default mode adds for cross-origin
 * frames (none here): a second copy injected and a blank page opened for every analysis, to merge
 * the frames' results. Measured on /auth/signin: 1.0-1.2 s an analysis that way, 0.1-0.16 s a run
 * here once the document holds axe (0.3-0.4 s more for the first, which injects it). A document
 * keeps it across a client-side navigation, a resize and a theme change.
 */
export async function axeFindings(page: Page): Promise<AxeFindings> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate("typeof window.axe?.run === 'function'"))) await frame.evaluate(axe.source);
  }
  return page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // resultTypes: the passing rules are counted, their nodes not listed (one each).
    const results = await run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return {
      violations: results.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ") ?? ""}`),
      })),
      passed: results.passes.length,
    };
  }, AXE_TAGS);
}

/**
 * Flips the page's theme in place, as choosing the other one would render it: the themes are the
 * class `dark` on <html> and its color-scheme (app/root.tsx; Tailwind's darkMode "class", no
 * prefers-color-scheme anywhere). Transitions are held while the class changes, so that axe reads
 * the colours the theme ends at, not a button's colour on its way there. Returns the theme now shown.
 */
async function flipTheme(page: Page): Promise<"light" | "dark"> {
  return page.evaluate(() => {
    const html = document.documentElement;
    const still = document.createElement("style");
    still.textContent = "*, *::before, *::after { transition: none !important; animation: none !important; }";
    document.head.append(still);
    const dark = html.classList.toggle("dark");
    document.querySelector('meta[name="color-scheme"]')?.setAttribute("content", dark ? "dark" : "light");
    void getComputedStyle(document.body).color; // the styles applied before the transitions come back
    still.remove();
    return dark ? "dark" : "light";
  });
}

/**
 * axe finds nothing on the page as it is now, in its theme and in the other (`what` names it in
 * the failure). The other theme is the same page flipped in place (flipTheme), not a second walk
 * through the flow: the suite's time (docs/decisions/0030) is spent once per page, and every page
 * is still checked light and dark. The dark theme's own path (the cookie, the class from the
 * server) is checked by accessibility.spec.ts.
 */
export async function expectAccessible(ui: Ui, what: string) {
  await ui.ready();
  for (let turn = 0; turn < 2; turn++) {
    const theme = turn === 0 ? await currentTheme(ui.page) : await flipTheme(ui.page);
    try {
      const { violations, passed } = await axeFindings(ui.page);
      expect(violations, `axe violations on ${what}, ${theme} theme (${ui.page.url()})`).toEqual([]);
      expect(passed, `axe ran its checks on ${what}`).toBeGreaterThan(10);
    } finally {
      if (turn === 1) await flipTheme(ui.page);
    }
  }
}

const currentTheme = (page: Page) =>
  page.evaluate(() => (document.documentElement.classList.contains("dark") ? ("dark" as const) : ("light" as const)));

/** axe at a desktop's and a phone's width (1280 and 360 px), then back to the desktop's. */
export async function expectAccessibleAtBothWidths(ui: Ui, what: string) {
  for (const width of [1280, 360]) {
    await ui.page.setViewportSize({ width, height: 900 });
    await expectAccessible(ui, `${what} at ${width}`);
  }
  await ui.page.setViewportSize({ width: 1280, height: 900 });
}

/** Where a route dialog's content is: the dialog with JavaScript, the page's main without (a step is a page then). */
export const dialogStep = (ui: Ui) => (ui.js ? ui.page.getByRole("dialog") : ui.page.locator("main"));
