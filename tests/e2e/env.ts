/** Shared by the Playwright config (the server it starts) and the fixtures (the calls they make). */
export const PORT = 3100;
export const BASE_URL = `http://localhost:${PORT}`;
export const API_KEY = "e2e-api-key-0123456789abcdefgh";
