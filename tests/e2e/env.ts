/** Shared by the Playwright config (the servers it starts) and the fixtures (the calls they make). */
/** E2E_PORT lets two checkouts run their suites side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
export const API_KEY = "e2e-api-key-0123456789abcdefgh";

/**
 * The split (project "edge"): the web half in workerd and the API alone on Node, on the two
 * ports after E2E_PORT unless named.
 */
export const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? PORT + 1);
export const EDGE_API_PORT = Number(process.env.E2E_EDGE_API_PORT ?? PORT + 2);
export const EDGE_URL = `http://localhost:${EDGE_PORT}`;
export const EDGE_API_URL = `http://localhost:${EDGE_API_PORT}`;
/** The split's web session secret: edge.spec.ts seals cookies with it, as the Worker does. */
export const EDGE_SESSION_SECRET = "e2e-edge-session-secret-0123456789abcdef";

/**
 * Phones that the e2e server counts as platform staff (STAFF_PHONES, honoured with APP_ENV=test
 * only): the suite registers its knowledge-base authors with them. One per test that authors.
 */
export const STAFF_PHONES = Array.from({ length: 12 }, (_, i) => `+38050000${String(101 + i).padStart(4, "0")}`);
