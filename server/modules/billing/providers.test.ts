import { describe, expect, it } from "vitest";
import {
  amountToKop,
  createPaymentProvider,
  kopToAmount,
  liqpayData,
  liqpaySignature,
  orderExpiry,
  readSigned,
} from "./providers";

describe("LiqPay's signature, against its documentation's own examples", () => {
  // https://www.liqpay.ua/documentation/uk/api/aquiring/checkout/doc: the shell example's DATA
  // (base64 wrapped at 76 columns, as `base64` prints it) and its SIGNATURE, key "your_private_key".
  const documentedData =
    "eyAidmVyc2lvbiIgOiAzLCAicHVibGljX2tleSIgOiAieW91cl9wdWJsaWNfa2V5IiwgImFjdGlv\n" +
    "biIgOiAicGF5IiwgImFtb3VudCIgOiAxLCAiY3VycmVuY3kiIDogIlVTRCIsICJkZXNjcmlwdGlv\n" +
    "biIgOiAiZGVzY3JpcHRpb24gdGV4dCIsICJvcmRlcl9pZCIgOiAib3JkZXJfaWRfMSIgfQ==";

  it("signs the documented data with the documented signature", async () => {
    expect(await liqpaySignature("your_private_key", documentedData)).toBe("QvJD5u9Fg55PCx/Hdz6lzWtYwcI=");
  });

  it("reads the documented data back when the signature is the documentation's, and nothing when it is not", async () => {
    const json = await readSigned("your_private_key", documentedData, "QvJD5u9Fg55PCx/Hdz6lzWtYwcI=");
    expect(json).toMatchObject({
      version: 3,
      public_key: "your_public_key",
      action: "pay",
      amount: 1,
      currency: "USD",
      order_id: "order_id_1",
    });
    expect(await readSigned("another_key", documentedData, "QvJD5u9Fg55PCx/Hdz6lzWtYwcI=")).toBeNull();
    expect(
      await readSigned("your_private_key", documentedData.replace("eyAi", "eyBi"), "QvJD5u9Fg55PCx/Hdz6lzWtYwcI="),
    ).toBeNull();
  });

  it("encodes data as the documentation's data_signature page does", () => {
    // https://www.liqpay.ua/documentation/en/data_signature: its json_string's data begins so.
    const data = liqpayData({
      public_key: "i00000000",
      version: "3",
      action: "pay",
      amount: "3",
      currency: "UAH",
      description: "test",
      order_id: "000001",
    });
    expect(data.startsWith("eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwIiwidmVyc2lvbiI6Ij")).toBe(true);
  });
});

describe("amounts between kopiyky and LiqPay's decimals", () => {
  it("round-trips without a float", () => {
    for (const kop of [1, 5, 10, 99, 100, 150_005, 123_456_789]) expect(amountToKop(kopToAmount(kop))).toBe(kop);
    expect(amountToKop(7.34)).toBe(734);
    expect(amountToKop("7.3")).toBe(730);
    expect(amountToKop("7.345")).toBeNull();
    expect(amountToKop("-1")).toBeNull();
  });
});

describe("a provider's callback", () => {
  const provider = createPaymentProvider({
    provider: "liqpay",
    publicKey: "i00000000",
    privateKey: "private-key-of-ours",
    sandbox: false,
    publicOrigin: "https://vhold.example.com",
  });
  const paymentId = "0b6f8f3e-1d2c-4c5b-9a8e-7f6e5d4c3b2a";
  const callback = async (json: Record<string, unknown>, key = "private-key-of-ours") => {
    const data = liqpayData(json);
    return new URLSearchParams({ data, signature: await liqpaySignature(key, data) });
  };
  const paid = {
    public_key: "i00000000",
    status: "success",
    order_id: paymentId,
    amount: 1234.5,
    currency: "UAH",
    payment_id: 987654,
  };

  it("reads a signed success as paid, a failure as refused, a 3-D Secure wait as not final", async () => {
    expect(await provider.readCallback(await callback(paid))).toEqual({
      paymentId,
      status: "PAID",
      amountKop: 123_450,
      providerPaymentId: "987654",
    });
    expect((await provider.readCallback(await callback({ ...paid, status: "failure" })))?.status).toBe("REFUSED");
    expect((await provider.readCallback(await callback({ ...paid, status: "3ds_verify" })))?.status).toBeNull();
  });

  it("refuses a forged signature, another shop's key, another currency and LiqPay's test payments in live mode", async () => {
    expect(await provider.readCallback(await callback(paid, "somebody-else"))).toBeNull();
    expect(await provider.readCallback(await callback({ ...paid, public_key: "i11111111" }))).toBeNull();
    expect(await provider.readCallback(await callback({ ...paid, currency: "USD" }))).toBeNull();
    expect(await provider.readCallback(await callback({ ...paid, status: "sandbox" }))).toBeNull();
  });

  it("sends the payer to LiqPay's checkout with the order signed, and its callback to our public origin", async () => {
    const expiresAt = new Date("2026-03-03T09:00:00.000Z");
    const url = new URL(
      await provider.checkoutUrl({
        paymentId,
        amountKop: 15_000,
        description: "Top-up",
        resultUrl: "https://vhold.example.com/x",
        language: "uk",
        expiresAt,
      }),
    );
    expect(url.origin + url.pathname).toBe("https://www.liqpay.ua/api/3/checkout");
    const json = await readSigned(
      "private-key-of-ours",
      url.searchParams.get("data")!,
      url.searchParams.get("signature")!,
    );
    expect(json).toMatchObject({
      version: 3,
      action: "pay",
      amount: "150.00",
      currency: "UAH",
      order_id: paymentId,
      server_url: "https://vhold.example.com/payments/callback",
    });
    // Its lifetime, as LiqPay's checkout takes it (UTC), read back the same.
    expect(json!.expired_date).toBe("2026-03-03 09:00:00");
    expect(orderExpiry(json!)).toEqual(expiresAt);
    expect(orderExpiry({ expired_date: "tomorrow" })).toBeNull();
  });
});
