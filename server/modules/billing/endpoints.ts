import { BODY_LIMITS, readLimited } from "../../web-guards";
import type { Logger } from "../../logger";
import type { ModuleEndpoint } from "../module";
import type { Language } from "#graphql/languages";
import { formatMoney } from "#graphql/money";
import {
  PAYMENT_CALLBACK_PATH,
  SANDBOX_CHECKOUT_PATH,
  amountToKop,
  liqpayData,
  liqpaySignature,
  orderExpiry,
  readSigned,
  type PaymentProvider,
} from "./providers";
import type { BillingService } from "./service";
import { billingTexts, payerLanguage } from "./texts";

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

async function readForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    await request.body?.cancel();
    return null;
  }
  const limited = await readLimited(request, BODY_LIMITS.paymentCallback);
  return limited ? new URLSearchParams(await limited.text()) : null;
}

/**
 * The provider's server-to-server callback (POST /payments/callback, form: data, signature). Not
 * a Remix action (the web half refuses foreign posts): an API entry beside /oauth/token. A
 * callback not signed by the provider is answered 400 and changes nothing; a signed one settles
 * its payment once (BillingService.settlePayment), and a repeat is answered 200 all the same, so
 * the provider stops sending it.
 */
export function createCallbackEndpoint(deps: {
  billing: BillingService;
  provider: PaymentProvider;
  logger: Logger;
  enabled: boolean;
}) {
  return async (request: Request): Promise<Response> => {
    if (!deps.enabled) {
      await request.body?.cancel();
      return text(404, "Not Found");
    }
    const form = await readForm(request);
    if (!form) return text(400, "A form of data and signature is expected");
    const notice = await deps.provider.readCallback(form);
    if (!notice) {
      deps.logger.warn(
        { provider: deps.provider.name },
        "a payment callback with a bad signature or no payment of ours was refused",
      );
      return text(400, "Bad signature");
    }
    if (notice.status === null) return text(200, "OK");
    const { credited, payment } = await deps.billing.settlePayment({ ...notice, status: notice.status });
    deps.logger.info(
      { payment: notice.paymentId, status: notice.status, credited, settled: payment !== null },
      "payment callback",
    );
    return text(200, "OK");
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's look, light and dark (it is no page of the app: no stylesheet of the app's). */
const SANDBOX_STYLE = `:root{color-scheme:light dark}body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff;line-height:1.5}
.note{background:#fff4d6;border:1px solid #8a6100;padding:.75rem;border-radius:.5rem;color:#3d2b00}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0}
button,a.button{font:inherit;display:inline-block;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;border-radius:.5rem;border:1px solid #333;background:#fff;color:#111;cursor:pointer;text-decoration:none}
button.pay{background:#14532d;color:#fff;border-color:#14532d}form{display:inline}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}.note{background:#2e2300;border-color:#c99a2e;color:#ffe7a8}dt{color:#bbb}button,a.button{background:#222;color:#eee;border-color:#888}button.pay{background:#1f7a43;border-color:#1f7a43;color:#fff}}`;

const page = (language: Language, title: string, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${SANDBOX_STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** The signed order, in the payer's language: what it is for and its amount in their way of writing money ("341,00 ₴"). */
function sandboxPage(json: Record<string, unknown>, data: string, signature: string, language: Language): string {
  const t = billingTexts[language].sandbox;
  const amountKop = amountToKop(json.amount);
  const amount =
    amountKop === null ? String(json.amount ?? "") : formatMoney(amountKop, String(json.currency ?? "UAH"), language);
  const hidden = `<input type="hidden" name="data" value="${escapeHtml(data)}"><input type="hidden" name="signature" value="${escapeHtml(signature)}">`;
  return page(
    language,
    t.title,
    `<p class="note">${escapeHtml(t.note)}</p>
<dl><dt>${escapeHtml(t.purpose)}</dt><dd>${escapeHtml(String(json.description ?? ""))}</dd><dt>${escapeHtml(t.amount)}</dt><dd><strong data-testid="sandbox-amount">${escapeHtml(amount)}</strong></dd></dl>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}/pay">${hidden}<input type="hidden" name="outcome" value="pay"><button class="pay" type="submit">${escapeHtml(t.pay)}</button></form>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}/pay">${hidden}<input type="hidden" name="outcome" value="refuse"><button type="submit">${escapeHtml(t.refuse)}</button></form>`,
  );
}

/** An order past its expired_date: nothing to pay, the way back. */
function expiredPage(json: Record<string, unknown>, language: Language): string {
  const t = billingTexts[language].sandbox;
  return page(
    language,
    t.expiredTitle,
    `<p>${escapeHtml(t.expired)}</p><p><a class="button" href="${escapeHtml(String(json.result_url ?? "/"))}">${escapeHtml(t.back)}</a></p>`,
  );
}

/**
 * The sandbox's checkout page (development and tests; decision 0024): it behaves as LiqPay's
 * does. GET shows the signed order with Pay and Refuse; POST settles it as the payer chose: the
 * sandbox signs a callback with its key and delivers it to the callback entry (as a Request, the
 * handler a network POST reaches), then sends the payer back to the order's result_url. An order
 * not signed with the sandbox's key is refused.
 */
export function createSandboxCheckout(deps: {
  provider: PaymentProvider;
  callback: (request: Request) => Promise<Response>;
  enabled: boolean;
  now: () => Date;
}) {
  let sequence = 0;
  return async (request: Request): Promise<Response> => {
    if (!deps.enabled) return text(404, "Not Found");
    const url = new URL(request.url);
    const form = request.method === "GET" ? url.searchParams : await readForm(request);
    const data = form?.get("data") ?? "";
    const signature = form?.get("signature") ?? "";
    const json = await readSigned(deps.provider.privateKey, data, signature);
    if (!json) return text(400, "This order is not signed by the sandbox");
    const html = (status: number, body: string) =>
      new Response(body, {
        status,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
      });
    const language = payerLanguage(json.language, request);
    // Past its lifetime the order is not taken, as LiqPay's checkout does with expired_date.
    const expires = orderExpiry(json);
    if (expires && deps.now().getTime() >= expires.getTime()) return html(410, expiredPage(json, language));
    if (request.method === "GET") return html(200, sandboxPage(json, data, signature, language));
    sequence += 1;
    const answer = liqpayData({
      version: 3,
      public_key: json.public_key,
      action: "pay",
      status: form?.get("outcome") === "pay" ? "success" : "failure",
      order_id: json.order_id,
      amount: json.amount,
      currency: json.currency,
      description: json.description,
      payment_id: Date.now() * 1000 + (sequence % 1000),
    });
    const delivered = await deps.callback(
      new Request(new URL(String(json.server_url ?? "/payments/callback"), url.origin), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ data: answer, signature: await liqpaySignature(deps.provider.privateKey, answer) }),
      }),
    );
    if (!delivered.ok) return text(502, "The callback was not taken");
    const back = String(json.result_url ?? "/");
    return new Response(null, { status: 303, headers: { location: back, "cache-control": "no-store" } });
  };
}

export function billingEndpoints(deps: {
  billing: BillingService;
  provider: PaymentProvider;
  logger: Logger;
  enabled: boolean;
  now: () => Date;
}): ModuleEndpoint[] {
  const callback = createCallbackEndpoint(deps);
  const endpoints: ModuleEndpoint[] = [
    { method: "POST", path: PAYMENT_CALLBACK_PATH, bodyLimit: BODY_LIMITS.paymentCallback, handler: callback },
  ];
  if (deps.provider.name === "sandbox") {
    // One method per path (ModuleEndpoint): the page at GET, its two buttons post to /pay.
    const checkout = createSandboxCheckout({ provider: deps.provider, callback, enabled: deps.enabled, now: deps.now });
    endpoints.push({ method: "GET", path: SANDBOX_CHECKOUT_PATH, bodyLimit: 0, handler: checkout });
    endpoints.push({
      method: "POST",
      path: `${SANDBOX_CHECKOUT_PATH}/pay`,
      bodyLimit: BODY_LIMITS.paymentCallback,
      handler: checkout,
    });
  }
  return endpoints;
}
