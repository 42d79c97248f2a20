/**
 * The response headers the single Node process sends through helmet (server/http.ts), for the
 * pages the Worker renders: an enforced content security policy with this response's script
 * nonce, and helmet's other defaults. tests/e2e/edge.spec.ts compares them with the single
 * process's, so a header added there and not here fails a test.
 */
export function securityHeaders(
  nonce: string,
  secure: boolean,
  storageOrigins: readonly string[] = [],
): [string, string][] {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    // A top-up's form is answered with a redirect to LiqPay's checkout (server/modules/billing/providers.ts, LIQPAY_ORIGIN).
    "form-action 'self' https://www.liqpay.ua",
    "frame-ancestors 'none'",
    // The storage bucket's origins (IMAGE_ORIGINS): photos are shown from it, files uploaded to it.
    ["img-src 'self' data: blob:", ...storageOrigins].join(" "),
    "object-src 'none'",
    `script-src 'self' 'strict-dynamic' 'nonce-${nonce}'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...storageOrigins].join(" "),
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join(";");
  return [
    ["Content-Security-Policy", csp],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    // Not no-referrer: under it browsers send `Origin: null` with form POSTs and Remix refuses them.
    ["Referrer-Policy", "same-origin"],
    ...(secure ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
}

/** A fresh nonce per response (128 random bits, base64, as server/http.ts makes it). */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
