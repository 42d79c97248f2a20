import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "vhold-config-"));

describe("configuration", () => {
  it("needs nothing in development: secrets are generated once and kept", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toHaveLength(43);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")).apiKey).toBe(first.apiKey);
    expect(first.messageDriver).toBe("outbox");
    expect(first.port).toBe(3000);
  });

  it("generates the sandbox's payment key into the secrets, kept across restarts, unless SANDBOX_PAYMENT_KEY is set", () => {
    const dir = dataDir();
    const keyOf = (config: ReturnType<typeof loadConfig>) =>
      config.payments.provider === "sandbox" ? config.payments.sandboxKey : null;
    const first = keyOf(loadConfig({ DATA_DIR: dir }));
    // Random (32 bytes), never the public value it once defaulted to.
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe("sandbox-payment-key");
    expect(keyOf(loadConfig({ DATA_DIR: dir }))).toBe(first);
    expect(JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")).sandboxPaymentKey).toBe(first);
    expect(keyOf(loadConfig({ DATA_DIR: dataDir() }))).not.toBe(first);
    expect(keyOf(loadConfig({ DATA_DIR: dir, SANDBOX_PAYMENT_KEY: "a-key-of-my-own" }))).toBe("a-key-of-my-own");
    expect(() => loadConfig({ DATA_DIR: dir, SANDBOX_PAYMENT_KEY: "short" })).toThrow(/SANDBOX_PAYMENT_KEY/);
  });

  it("adds a secret that an older secrets.json lacks, keeping the ones it has", () => {
    const dir = dataDir();
    const older = { sessionSecret: "s".repeat(43), tokenSigningKey: "t".repeat(43), apiKey: "a".repeat(32) };
    writeFileSync(path.join(dir, "secrets.json"), JSON.stringify(older), { mode: 0o600 });
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject(older);
    const written = JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8"));
    expect(written).toMatchObject(older);
    expect(written.sandboxPaymentKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(config.payments).toMatchObject({ provider: "sandbox", sandboxKey: written.sandboxPaymentKey });
    expect(statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
    // Nothing else is left beside it.
    expect(readdirSync(dir)).toEqual(["secrets.json"]);
  });

  it("refuses to start in production without its secrets, naming each", () => {
    try {
      loadConfig({ APP_ENV: "production", DATA_DIR: dataDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ["SESSION_SECRET", "TOKEN_SIGNING_KEY", "API_KEY", "SMTP_URL", "SMS_GATEWAY_URL"]) {
        expect(message).toContain(name);
      }
    }
  });

  it("explains a malformed value", () => {
    expect(() => loadConfig({ PORT: "seventy", DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url", DATA_DIR: dataDir() })).toThrow(/DATABASE_URL/);
  });

  it("runs one process unless WEB_CONCURRENCY says more, and more only on PostgreSQL", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webConcurrency).toBe(1);
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "postgres://u:p@db:5432/vhold", WEB_CONCURRENCY: "2" })
        .webConcurrency,
    ).toBe(2);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "postgres://u:p@db:5432/vhold", WEB_CONCURRENCY: "0" }),
    ).toThrow(/WEB_CONCURRENCY/);
  });

  it("reads the feature flags: built modules on (files and tasks too), corporate agreements off, each switchable, a bad value named", () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }).features;
    expect(defaults).toEqual({
      billing: true,
      access: true,
      storage: true,
      tasks: true,
      files: true,
      corporateAgreements: false,
    });
    const switched = loadConfig({
      DATA_DIR: dataDir(),
      FEATURE_BILLING: "0",
      FEATURE_FILES: "no",
      FEATURE_TASKS: "no",
      FEATURE_STORAGE: "",
    }).features;
    expect(switched).toMatchObject({ billing: false, files: false, tasks: false, storage: true });
    expect(() => loadConfig({ DATA_DIR: dataDir(), FEATURE_ACCESS: "maybe" })).toThrow(/FEATURE_ACCESS/);
  });

  const production = () => ({
    APP_ENV: "production",
    DATA_DIR: dataDir(),
    SESSION_SECRET: "s".repeat(32),
    TOKEN_SIGNING_KEY: "k".repeat(32),
    API_KEY: "a".repeat(24),
    SMTP_URL: "smtp://mail.example.com:587",
    SMS_GATEWAY_URL: "https://sms.example.com/send",
    LIQPAY_PUBLIC_KEY: "i00000000",
    LIQPAY_PRIVATE_KEY: "p".repeat(40),
    PUBLIC_ORIGIN: "https://vhold.example.com",
    SINGLE_MACHINE: "1",
  });

  it("refuses the local storage driver in production unless this machine is the whole deployment (SINGLE_MACHINE)", () => {
    const s3 = { STORAGE_DRIVER: "s3", S3_BUCKET: "vhold", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };
    expect(() => loadConfig({ ...production(), SINGLE_MACHINE: undefined })).toThrow(
      /STORAGE_DRIVER: local keeps files on this machine's disk.*SINGLE_MACHINE=1/,
    );
    expect(() => loadConfig({ ...production(), SINGLE_MACHINE: "0", STORAGE_DRIVER: "local" })).toThrow(
      /STORAGE_DRIVER/,
    );
    expect(loadConfig({ ...production(), SINGLE_MACHINE: "1" }).storage).toEqual({ driver: "local" });
    expect(loadConfig({ ...production(), SINGLE_MACHINE: undefined, ...s3 }).storage.driver).toBe("s3");
    // Outside production the local driver is the default, as before.
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ driver: "local" });
    expect(() => loadConfig({ ...production(), SINGLE_MACHINE: "maybe" })).toThrow(/SINGLE_MACHINE/);
  });

  it("every setting is in .env.example and in the README's table", () => {
    const source = readFileSync(new URL("./config.ts", import.meta.url), "utf8");
    const schema = source.slice(
      source.indexOf("const envSchema = z.object({"),
      source.indexOf("\n});", source.indexOf("const envSchema")),
    );
    const names = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    const flags = [
      ...readFileSync(new URL("../graphql/features.ts", import.meta.url), "utf8").matchAll(/env: "(FEATURE_[A-Z_]+)"/g),
    ].map((match) => match[1]);
    expect(names).toContain("SINGLE_MACHINE");
    const example = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    for (const name of [...names, ...flags]) {
      expect(example, `${name} in .env.example`).toMatch(new RegExp(`^#? ?${name}=`, "m"));
      // The table's first column: "| `NAME` |", or with its kin ("| `FEATURE_BILLING`, `FEATURE_ACCESS`... |").
      expect(readme, `${name} in the README's table`).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, "m"));
    }
  });

  it("applies the migrations at start unless MIGRATE_AT_START says not to", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).migrateAtStart).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), MIGRATE_AT_START: "0" }).migrateAtStart).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), MIGRATE_AT_START: "true" }).migrateAtStart).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MIGRATE_AT_START: "later" })).toThrow(/MIGRATE_AT_START/);
  });

  it("starts in production with everything given, sending for real", () => {
    const config = loadConfig({
      APP_ENV: "production",
      DATA_DIR: dataDir(),
      SESSION_SECRET: "s".repeat(32),
      TOKEN_SIGNING_KEY: "k".repeat(32),
      API_KEY: "a".repeat(24),
      SMTP_URL: "smtp://mail.example.com:587",
      SMS_GATEWAY_URL: "https://sms.example.com/send",
      LIQPAY_PUBLIC_KEY: "i00000000",
      LIQPAY_PRIVATE_KEY: "p".repeat(40),
      PUBLIC_ORIGIN: "https://vhold.example.com",
      SINGLE_MACHINE: "1",
    });
    expect(config.messageDriver).toBe("live");
    expect(config.secureCookies).toBe(true);
    // The end-to-end suite's seams (backdating a session) do not exist here.
    expect(config.testSeams).toBe(false);
    // Real money and the bank's own rates; the sandbox is refused.
    expect(config.payments.provider).toBe("liqpay");
    expect(config.rates.driver).toBe("nbu");
    expect(() => loadConfig({ ...production(), PAYMENT_PROVIDER: "sandbox" })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...production(), LIQPAY_PUBLIC_KEY: undefined })).toThrow(/LIQPAY_PUBLIC_KEY: required/);
    // Billing switched off takes no payments: no provider's keys are asked for.
    expect(
      loadConfig({
        ...production(),
        FEATURE_BILLING: "0",
        LIQPAY_PUBLIC_KEY: undefined,
        LIQPAY_PRIVATE_KEY: undefined,
        PUBLIC_ORIGIN: undefined,
      }).features.billing,
    ).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), FIXED_RATES: "USD=forty" })).toThrow(/FIXED_RATES/);
    expect(loadConfig({ DATA_DIR: dataDir(), FIXED_RATES: "USD=41.2345" }).rates).toEqual({
      driver: "fixed",
      fixed: { USD: 41_234_500 },
    });
  });

  it("opens the end-to-end seams with APP_ENV=test only, not in development", () => {
    expect(loadConfig({ APP_ENV: "test", DATA_DIR: dataDir() }).testSeams).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).testSeams).toBe(false);
    expect(loadConfig({ APP_ENV: "development", DATA_DIR: dataDir() }).testSeams).toBe(false);
  });

  it("listens on loopback outside production unless HOST says otherwise; on every interface in production", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe("127.0.0.1");
    expect(loadConfig({ APP_ENV: "test", DATA_DIR: dataDir() }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0", DATA_DIR: dataDir() }).host).toBe("0.0.0.0");
    const production = loadConfig({
      APP_ENV: "production",
      DATA_DIR: dataDir(),
      SESSION_SECRET: "s".repeat(32),
      TOKEN_SIGNING_KEY: "k".repeat(32),
      API_KEY: "a".repeat(24),
      SMTP_URL: "smtp://mail.example.com:587",
      SMS_GATEWAY_URL: "https://sms.example.com/send",
      LIQPAY_PUBLIC_KEY: "i00000000",
      LIQPAY_PRIVATE_KEY: "p".repeat(40),
      PUBLIC_ORIGIN: "https://vhold.example.com",
      SINGLE_MACHINE: "1",
    });
    expect(production.host).toBe("0.0.0.0");
  });

  it("TRUST_PROXY takes a number of proxies or their addresses, never 'every hop'", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value, DATA_DIR: dataDir() }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("10.0.0.0/8, 192.0.2.7,2001:db8::/32 ,loopback")).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "2001:db8::/32",
      "loopback",
    ]);
    for (const bad of ["true", "yes", "10.0.0.0/33", "2001:db8::/129", "proxy.example.com", "11", "10.0.0.1/8/1"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("takes STAFF_PHONES only in tests: elsewhere staff are named by npm run staff", () => {
    expect(
      loadConfig({ APP_ENV: "test", DATA_DIR: dataDir(), STAFF_PHONES: "+380500000101, +380500000102" }).staffPhones,
    ).toEqual(["+380500000101", "+380500000102"]);
    expect(loadConfig({ DATA_DIR: dataDir() }).staffPhones).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STAFF_PHONES: "+380500000101" })).toThrow(/STAFF_PHONES/);
    expect(() => loadConfig({ APP_ENV: "test", DATA_DIR: dataDir(), STAFF_PHONES: "0500000101" })).toThrow(/E\.164/);
  });
});
