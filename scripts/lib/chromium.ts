/**
 * How every browser of the project is started: Debian's Chromium (CHROMIUM_PATH to use another;
 * no test tool downloads one), headless, without a GPU, QUIC or the background services that
 * would add work or network to a measurement. The e2e suite, the budget, the screenshots and
 * Lighthouse share it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
