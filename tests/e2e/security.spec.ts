import { expect, test } from "./fixtures";

/** The nonce the content security policy allows scripts with. */
function cspNonce(csp: string | undefined): string {
  expect(csp, "a content-security-policy header").toBeTruthy();
  const scriptSrc = csp!.split(";").find((d) => d.trim().startsWith("script-src "));
  expect(scriptSrc, "a script-src directive").toBeTruthy();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc!)?.[1];
  expect(nonce, "script-src carries a nonce").toBeTruthy();
  return nonce!;
}

test.describe("security headers", () => {
  test("the sign-in page has a nonce-based CSP, and every script carries that nonce", async ({ request, page, ui }) => {
    // As the server sends it.
    const response = await request.get("/auth/signin");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const nonce = cspNonce(headers["content-security-policy"]);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, "every <script> has the response's nonce").toContain(`nonce="${nonce}"`);

    // A fresh nonce per response.
    const again = cspNonce((await request.get("/auth/signin")).headers()["content-security-policy"]);
    expect(again).not.toBe(nonce);

    // In the browser: every script element has the nonce (the browser hides the attribute, not the property).
    const browserResponse = await ui.goto("/auth/signin");
    const browserNonce = cspNonce(browserResponse!.headers()["content-security-policy"]);
    const nonces = await page.locator("script").evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
    expect(nonces.length).toBeGreaterThan(0);
    expect(
      nonces.every((n) => n === browserNonce),
      `script nonces ${JSON.stringify(nonces)}`,
    ).toBe(true);
  });

  test("the session cookie (it holds the tokens) is httpOnly and SameSite=Lax", async ({ ui, page, user }) => {
    await ui.register(user);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "__session");
    expect(session, "a __session cookie").toBeTruthy();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe("Lax");
  });
});

test.describe("the browser error check", () => {
  test("notices a CSP violation (every test fails on one)", async ({ ui, page, browserErrors }) => {
    await ui.goto("/auth/signin");
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "https://example.invalid/pixel.png";
      img.alt = "";
      document.body.append(img);
    });
    await expect.poll(() => browserErrors.filter((e) => /CSP violation: img-src/.test(e)).length).toBeGreaterThan(0);
    // Seen, as it should be; clear it so that this test itself passes.
    browserErrors.splice(0, browserErrors.length);
  });
});

test.describe("posts from elsewhere and oversized bodies", () => {
  test("a preference post from another site is refused with a plain 403 (no stack trace); from our pages it works", async ({
    request,
    baseURL,
  }) => {
    for (const path of ["/preferences/theme", "/preferences/locale"]) {
      const foreign: Array<Record<string, string>> = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of foreign) {
        const response = await request.post(path, {
          form: { theme: "dark", language: "en", redirectTo: "/" },
          headers,
          maxRedirects: 0,
        });
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
        const body = await response.text();
        expect(body).toBe("Forbidden");
        expect(response.headers()["set-cookie"]).toBeUndefined();
      }
      const own = await request.post(path, {
        form: { theme: "dark", language: "en", redirectTo: "/" },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      });
      expect(own.status()).toBe(302);
    }
  });

  test("2 MB posted to a form, the token endpoint or GraphQL is answered 413, and the server goes on", async ({
    request,
    baseURL,
  }) => {
    const big = "a".repeat(2 * 1024 * 1024);
    for (const [path, type] of [
      ["/auth/signin", "application/x-www-form-urlencoded"],
      ["/preferences/theme", "application/x-www-form-urlencoded"],
      ["/oauth/token", "application/x-www-form-urlencoded"],
      ["/graphql", "application/json"],
    ] as const) {
      const response = await request.post(path, {
        data: big,
        headers: { "content-type": type, origin: baseURL! },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(413);
      expect((await request.get("/healthz")).status()).toBe(200);
    }
  });
});
