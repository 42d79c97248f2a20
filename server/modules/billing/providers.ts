/**
 * Top-ups through a payment provider (decision 0024). Both providers speak LiqPay's documented
 * protocol (https://www.liqpay.ua/documentation/en/data_signature): `data` is base64 of a JSON
 * object, `signature` is base64(sha1(private_key + data + private_key)); the checkout gets both
 * in its address, and the provider's server-to-server callback posts both back as a form. The
 * sandbox signs with its own key and serves its own checkout page (./sandbox.ts); LiqPay is the
 * real one. Signatures are made with WebCrypto (no wrapper package) and compared in constant time.
 */
import type { PaymentsConfig } from "../../config";

/** Where the payer's browser pays: LiqPay's checkout (also the pages' form-action, server/http.ts). */
export const LIQPAY_CHECKOUT = "https://www.liqpay.ua/api/3/checkout";
export const LIQPAY_ORIGIN = new URL(LIQPAY_CHECKOUT).origin;
/** The sandbox's checkout page and the callback entry, both served by the API. */
export const SANDBOX_CHECKOUT_PATH = "/payments/sandbox/checkout";
export const PAYMENT_CALLBACK_PATH = "/payments/callback";

const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** base64(sha1(privateKey + data + privateKey)), the documented signature. */
export async function liqpaySignature(privateKey: string, data: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", encoder.encode(privateKey + data + privateKey));
  return toBase64(new Uint8Array(digest));
}

/** data: base64 of the JSON text (UTF-8). */
export function liqpayData(params: Record<string, unknown>): string {
  return toBase64(encoder.encode(JSON.stringify(params)));
}

function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

/** The JSON inside `data` when `signature` is the provider's over it; null for anything else. */
export async function readSigned(
  privateKey: string,
  data: string,
  signature: string,
): Promise<Record<string, unknown> | null> {
  if (!data || !signature || !sameText(await liqpaySignature(privateKey, data), signature)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Kopiyky as LiqPay's amount, "1234.05" (a decimal text: no float ever holds money here). */
export function kopToAmount(kop: number): string {
  return `${Math.trunc(kop / 100)}.${String(kop % 100).padStart(2, "0")}`;
}

/** LiqPay's amount (a JSON number or text, at most two decimals) as kopiyky; null when it is not one. */
export function amountToKop(amount: unknown): number | null {
  const text = typeof amount === "number" ? String(amount) : typeof amount === "string" ? amount.trim() : "";
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** What the payer is sent to pay. */
export interface CheckoutOrder {
  paymentId: string;
  amountKop: number;
  description: string;
  /** Where the payer comes back to (the billing page). */
  resultUrl: string;
  language: "uk" | "en" | "ru";
  /** Until when the checkout takes it (LiqPay's expired_date; the payment reads EXPIRED after it). */
  expiresAt: Date;
}

/** LiqPay's expired_date: "2026-03-02 09:00:00", UTC (its checkout documentation). */
export const liqpayDate = (at: Date) => at.toISOString().slice(0, 19).replace("T", " ");

/** An order's expired_date as an instant; null when it has none or it is not one. */
export function orderExpiry(json: Record<string, unknown>): Date | null {
  const text = typeof json.expired_date === "string" ? json.expired_date : "";
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text.replace(" ", "T")}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A provider's verified word about one payment. */
export interface PaymentNotice {
  paymentId: string;
  /** null: not final yet (3-D Secure and the like); nothing to do. */
  status: "PAID" | "REFUSED" | null;
  amountKop: number;
  providerPaymentId: string | null;
}

export interface PaymentProvider {
  name: "sandbox" | "liqpay";
  /** The address the payer's browser is sent to (a GET with data and signature). */
  checkoutUrl(order: CheckoutOrder): Promise<string>;
  /** The callback's form read and verified; null when it is not the provider's (wrong signature, not a payment of ours). */
  readCallback(form: URLSearchParams): Promise<PaymentNotice | null>;
  /** The key the provider signs with (the sandbox's checkout signs its own callbacks with it). */
  readonly privateKey: string;
}

/** LiqPay statuses (its callback documentation): final ones settle the payment, others wait. */
function statusOf(status: unknown, acceptTest: boolean): PaymentNotice["status"] | "ignore" {
  if (status === "success") return "PAID";
  if (status === "sandbox") return acceptTest ? "PAID" : "ignore";
  if (status === "failure" || status === "error" || status === "reversed") return "REFUSED";
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function protocolProvider(options: {
  name: PaymentProvider["name"];
  publicKey: string;
  privateKey: string;
  checkout: string;
  acceptTest: boolean;
  serverUrl: string;
}): PaymentProvider {
  return {
    name: options.name,
    privateKey: options.privateKey,
    async checkoutUrl(order) {
      const data = liqpayData({
        version: 3,
        public_key: options.publicKey,
        action: "pay",
        amount: kopToAmount(order.amountKop),
        currency: "UAH",
        description: order.description,
        order_id: order.paymentId,
        language: order.language,
        expired_date: liqpayDate(order.expiresAt),
        result_url: order.resultUrl,
        server_url: options.serverUrl,
      });
      const query = new URLSearchParams({ data, signature: await liqpaySignature(options.privateKey, data) });
      return `${options.checkout}?${query}`;
    },
    async readCallback(form) {
      const json = await readSigned(options.privateKey, form.get("data") ?? "", form.get("signature") ?? "");
      if (!json) return null;
      const paymentId = typeof json.order_id === "string" ? json.order_id : "";
      const amountKop = amountToKop(json.amount);
      if (
        !UUID.test(paymentId) ||
        amountKop === null ||
        json.currency !== "UAH" ||
        json.public_key !== options.publicKey
      )
        return null;
      const status = statusOf(json.status, options.acceptTest);
      if (status === "ignore") return null;
      const providerPaymentId =
        json.payment_id === undefined || json.payment_id === null ? null : String(json.payment_id);
      return { paymentId: paymentId.toLowerCase(), status, amountKop, providerPaymentId };
    },
  };
}

/** The configured provider. `origin`: this site's public origin, for the callback's address. */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  if (config.provider === "liqpay") {
    return protocolProvider({
      name: "liqpay",
      publicKey: config.publicKey,
      privateKey: config.privateKey,
      checkout: LIQPAY_CHECKOUT,
      acceptTest: config.sandbox,
      serverUrl: new URL(PAYMENT_CALLBACK_PATH, config.publicOrigin).toString(),
    });
  }
  // The sandbox's checkout is on this site: a relative address, whatever the host.
  return protocolProvider({
    name: "sandbox",
    publicKey: "sandbox",
    privateKey: config.sandboxKey,
    checkout: config.publicOrigin
      ? new URL(SANDBOX_CHECKOUT_PATH, config.publicOrigin).toString()
      : SANDBOX_CHECKOUT_PATH,
    acceptTest: true,
    serverUrl: config.publicOrigin
      ? new URL(PAYMENT_CALLBACK_PATH, config.publicOrigin).toString()
      : PAYMENT_CALLBACK_PATH,
  });
}
