/** Shared by the Playwright config (the server it starts) and the fixtures (the calls they make). */
/** E2E_PORT lets two checkouts run their suites side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
export const API_KEY = "e2e-api-key-0123456789abcdefgh";
