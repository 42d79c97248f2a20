/** Shared by the Playwright config (the server it starts) and the fixtures (the calls they make). */
/** E2E_PORT lets two checkouts run their suites side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
export const API_KEY = "e2e-api-key-0123456789abcdefgh";
/**
 * Phones that the e2e server counts as platform staff (STAFF_PHONES, honoured with APP_ENV=test
 * only): the suite registers its knowledge-base authors with them. One per test that authors.
 */
export const STAFF_PHONES = Array.from({ length: 12 }, (_, i) => `+38050000${String(101 + i).padStart(4, "0")}`);
