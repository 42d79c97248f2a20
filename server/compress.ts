import compression from "compression";

/**
 * Gzip for pages and API answers, at level 2. Levels 1 to 3 take zlib's fast path: for
 * /auth/signin (31 KB) level 2 costs 0.30 ms of CPU against 0.38 ms at level 4 and 0.45 ms at the
 * default 6, for 9.6 KB on the wire against 9.2 KB and 8.7 KB (docs/decisions/0014). The
 * bench's floor page is served with the same (scripts/bench-floor/server.ts).
 */
export const compress = () => compression({ level: 2 });
