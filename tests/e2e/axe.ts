import AxeBuilder from "@axe-core/playwright";
import { expect, type Ui } from "./fixtures";

/** The WCAG levels every page is held to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe finds nothing on the page as it is now (`what` names it in the failure). */
export async function expectAccessible(ui: Ui, what: string) {
  await ui.ready();
  const { violations } = await new AxeBuilder({ page: ui.page }).withTags(AXE_TAGS).analyze();
  const summary = violations.map((x) => ({ rule: x.id, nodes: x.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ")}`) }));
  expect(summary, `axe violations on ${what} (${ui.page.url()})`).toEqual([]);
}

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
