import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { readFeatures, type Features } from "../graphql/features";

/**
 * Configuration comes from the environment, validated once at start.
 *
 * APP_ENV (development | test | production) decides how strict we are; NODE_ENV only picks
 * library builds (React's production build under `npm start`). Outside production, the secrets
 * are generated on first run and kept in DATA_DIR/secrets.json so that the first start needs no
 * set-up; in production the process refuses to start without them.
 */
const boolish = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** The embedded database's directory when DATA_DIR is not set, from the directory the process starts in. */
const DEFAULT_DATA_DIR = "./data";

/**
 * Where the embedded database of this environment is (DATA_DIR, else ./data of the working
 * directory, made absolute), or null when DATABASE_URL names a server: the rule loadConfig
 * follows, for the commands that must find the server's data (npm run staff, seed:demo) before
 * loadConfig writes anything there.
 */
export function embeddedDataDir(env: Record<string, string | undefined> = process.env): string | null {
  if (env.DATABASE_URL) return null;
  return path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
}

const envSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Default: 127.0.0.1 outside production (nothing on the network sees a development server), 0.0.0.0 in production. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How often this instance looks for due background sweeps; 0: it runs none (another instance does). */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Server processes on this machine (node:cluster), one per core on PostgreSQL; PGlite is one process's. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Apply the migrations and first seeds at start (server/prepare.ts); 0: a release step does (npm run migrate). */
  MIGRATE_AT_START: boolish.default(true),
  /** The whole deployment is this one machine: what only one machine can share (STORAGE_DRIVER=local) is allowed in production. */
  SINGLE_MACHINE: boolish.default(false),
  API_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_SIGNING_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  API_KEY: z.string().min(24, "must be at least 24 characters").optional(),
  METRICS_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86_400).default(300),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("vHold <no-reply@localhost>"),
  SUPPORT_EMAIL: z.string().email().default("support@localhost"),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default("vHold"),
  MESSAGE_DRIVER: z.enum(["outbox", "live"]).optional(),
  RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).default(30),
  /** Seconds before another code may be sent to the same phone for the same purpose (e2e runs with 1). */
  AUTH_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "string") {
        ctx.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  SECURE_COOKIES: boolish.optional(),
  /** APP_ENV=test only: phones (E.164, comma-separated) that count as platform staff. */
  STAFF_PHONES: z.string().optional(),
  /** Where objects (avatars) are kept: local (DATA_DIR/objects) or s3 (docs/decisions/0011-object-storage.md). */
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  /** Seconds a signed object URL stays valid (at least; rounded up by a quarter at most). */
  STORAGE_URL_TTL: z.coerce.number().int().min(60).max(86_400).default(3600),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish.optional(),
  /** Who takes top-ups (decision 0024): sandbox (test payments, the default outside production) or liqpay. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "liqpay"]).optional(),
  /**
   * The sandbox's signing key (its orders and callbacks are signed as LiqPay's are). Unset: generated
   * into DATA_DIR/secrets.json, never a known default, which would let anyone sign a "paid".
   */
  SANDBOX_PAYMENT_KEY: z.string().min(8).optional(),
  LIQPAY_PUBLIC_KEY: z.string().optional(),
  LIQPAY_PRIVATE_KEY: z.string().optional(),
  /** LiqPay's own test mode (its "sandbox" status counts as paid): never in production. */
  LIQPAY_SANDBOX: boolish.optional(),
  /** Where LiqPay posts its callback and sends the payer back: this site's public origin (https://...). */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** The exchange rates: fixed (development, tests) or nbu (the National Bank's daily feed). */
  RATE_DRIVER: z.enum(["fixed", "nbu"]).optional(),
  /** The fixed driver's rates, hryvnias for one unit: "USD=41.25,EUR=44.80". */
  FIXED_RATES: z.string().default("USD=41.25,EUR=44.80"),
});

/**
 * Which proxies in front of us may say who the client is (X-Forwarded-For). `true` ("believe
 * every hop") is refused: the leftmost address is whatever the client wrote, so anyone could
 * pick the address they are counted under. Either the number of proxies in front of the app
 * (1 for one load balancer: the address it saw is believed, nothing a client wrote), or the
 * proxies' addresses and networks (IP, CIDR, or Express's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isAddressOrNetwork(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value, or the sentence saying what is wrong with it. */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase();
  if (["false", "no", "0", "off"].includes(value)) return false;
  if (["true", "yes", "on"].includes(value)) {
    return "trusting every hop lets any client choose its own address: give the number of proxies in front of the app (e.g. 1) or their addresses";
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : "at most 10 proxies";
  }
  const entries = raw
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrNetwork(e));
  if (!entries.length || bad.length) {
    return `not a number of proxies nor a list of addresses or networks: ${bad.join(", ") || raw}`;
  }
  return entries;
}

/** Where the S3-compatible service is and how to reach it (the s3 driver's own options). */
export interface S3Config {
  /** https://s3.<region>.amazonaws.com when not given; any S3-compatible endpoint otherwise. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** <endpoint>/<bucket>/<key> instead of <bucket>.<endpoint host>/<key> (MinIO, most self-hosted services). */
  forcePathStyle: boolean;
}

export type StorageConfig = { driver: "local" } | ({ driver: "s3" } & S3Config);

export type AppEnv = "development" | "test" | "production";

export interface Config {
  appEnv: AppEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Seconds between this instance's looks for due sweeps (server/jobs); 0: none here. */
  jobsIntervalSeconds: number;
  /** Server processes (server/cluster.ts); more than 1 only with DATABASE_URL. */
  webConcurrency: number;
  /** Whether the process applies the migrations and first seeds at start (else it checks they were). */
  migrateAtStart: boolean;
  apiUrl: string | undefined;
  sessionSecret: string;
  tokenSigningKey: string;
  apiKey: string;
  /** /metrics with `Authorization: Bearer` this from anywhere; unset: this machine only (server/http.ts). */
  metricsToken: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  smsSender: string;
  messageDriver: "outbox" | "live";
  rateLimitAddressMax: number;
  authResendSeconds: number;
  logLevel: string;
  trustProxy: TrustProxy;
  secureCookies: boolean;
  /** Phones that count as platform staff; only ever non-empty with APP_ENV=test. */
  staffPhones: string[];
  /**
   * The end-to-end suite's seams on the API's HTTP server (server/dev/test-seams.ts): true with
   * APP_ENV=test only, never in development or production, and not settable on its own.
   */
  testSeams: boolean;
  /** Object storage (avatars): the driver and, for s3, where and as whom. */
  storage: StorageConfig;
  storageUrlTtl: number;
  /** The feature flags (graphql/features.ts): FEATURE_BILLING, FEATURE_ACCESS... */
  features: Features;
  /** Top-ups (server/modules/billing/providers.ts). */
  payments: PaymentsConfig;
  /** Exchange rates for showing money in the person's currency (server/modules/billing/rates.ts). */
  rates: RatesConfig;
}

export type PaymentsConfig =
  | { provider: "sandbox"; sandboxKey: string; publicOrigin: string | undefined }
  | { provider: "liqpay"; publicKey: string; privateKey: string; sandbox: boolean; publicOrigin: string };

export type RatesConfig = { driver: "fixed"; fixed: Record<string, number> } | { driver: "nbu" };

/** "USD=41.25,EUR=44.80" as millionths of a hryvnia for one unit, or the sentence saying what is wrong. */
export function parseFixedRates(raw: string): Record<string, number> | string {
  const rates: Record<string, number> = {};
  for (const entry of raw
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3})=(\d{1,6})(?:\.(\d{1,6}))?$/.exec(entry);
    if (!match) return `not CODE=rate: ${entry}`;
    rates[match[1]!] = Number(match[2]) * 1_000_000 + Number((match[3] ?? "").padEnd(6, "0"));
  }
  return rates;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type GeneratedSecrets = { sessionSecret: string; tokenSigningKey: string; apiKey: string; sandboxPaymentKey: string };

/** How each generated secret is made: random, as long as the variable it stands in for must be at least. */
const GENERATE: Record<keyof GeneratedSecrets, () => string> = {
  sessionSecret: () => randomBytes(32).toString("base64url"),
  tokenSigningKey: () => randomBytes(32).toString("base64url"),
  apiKey: () => randomBytes(24).toString("base64url"),
  sandboxPaymentKey: () => randomBytes(32).toString("base64url"),
};

/**
 * DATA_DIR/secrets.json, made on first start and kept; a secret it lacks (one added after it was
 * written, as the sandbox's key was) is generated into it, the others kept as they are. Written
 * aside and renamed, so a process starting at the same moment reads the old file or the new one,
 * never half of one.
 */
function developmentSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, "secrets.json");
  const kept: Partial<GeneratedSecrets> = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Partial<GeneratedSecrets>)
    : {};
  const missing = (Object.keys(GENERATE) as Array<keyof GeneratedSecrets>).filter(
    (name) => typeof kept[name] !== "string" || !kept[name],
  );
  if (!missing.length) return kept as GeneratedSecrets;
  const secrets = {
    ...kept,
    ...Object.fromEntries(missing.map((name) => [name, GENERATE[name]()])),
  } as GeneratedSecrets;
  mkdirSync(dataDir, { recursive: true });
  const aside = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(aside, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  renameSync(aside, file);
  return secrets;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as most shells and orchestrators produce them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const { features, problems: featureProblems } = readFeatures(cleaned);
  if (featureProblems.length) throw new ConfigError(featureProblems);
  const production = e.APP_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  // PGlite runs inside the one process that opened its data directory (and locks it).
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new ConfigError([
      "WEB_CONCURRENCY: more than one process needs DATABASE_URL (the embedded database is one process's)",
    ]);

  let secrets: Omit<GeneratedSecrets, "sandboxPaymentKey">;
  // The sandbox never takes payments in production (refused below while billing is on); with
  // billing off its entries answer 404, so a key of this process's own is enough there.
  let sandboxPaymentKey = e.SANDBOX_PAYMENT_KEY ?? "";
  if (production) {
    const missing = (["SESSION_SECRET", "TOKEN_SIGNING_KEY", "API_KEY"] as const).filter((k) => !e[k]);
    if (!e.SMTP_URL) missing.push("SMTP_URL" as never);
    if (!e.SMS_GATEWAY_URL) missing.push("SMS_GATEWAY_URL" as never);
    if (missing.length) {
      throw new ConfigError(missing.map((k) => `${k}: required when APP_ENV=production`));
    }
    secrets = { sessionSecret: e.SESSION_SECRET!, tokenSigningKey: e.TOKEN_SIGNING_KEY!, apiKey: e.API_KEY! };
    sandboxPaymentKey ||= GENERATE.sandboxPaymentKey();
  } else {
    const generated = developmentSecrets(dataDir);
    secrets = {
      sessionSecret: e.SESSION_SECRET ?? generated.sessionSecret,
      tokenSigningKey: e.TOKEN_SIGNING_KEY ?? generated.tokenSigningKey,
      apiKey: e.API_KEY ?? generated.apiKey,
    };
    sandboxPaymentKey ||= generated.sandboxPaymentKey;
  }

  // Staff are named by `npm run staff` on the database; a list in the environment is a test aid.
  const staffPhones = (e.STAFF_PHONES ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (staffPhones.length && e.APP_ENV !== "test") {
    throw new ConfigError([
      "STAFF_PHONES: honoured only when APP_ENV=test; grant staff with npm run staff -- grant <phone>",
    ]);
  }
  const badPhone = staffPhones.find((p) => !/^\+[1-9][0-9]{6,14}$/.test(p));
  if (badPhone) throw new ConfigError([`STAFF_PHONES: ${badPhone} is not a phone in E.164 (+380671234567)`]);

  const messageDriver = e.MESSAGE_DRIVER ?? (production ? "live" : "outbox");
  if (production && messageDriver === "outbox") {
    throw new ConfigError(["MESSAGE_DRIVER: the development outbox cannot be used when APP_ENV=production"]);
  }

  let storage: StorageConfig = { driver: "local" };
  // The local driver keeps objects on this machine's disk: a second machine behind the same load
  // balancer would keep the other half of the files, each missing the other's.
  if (production && e.STORAGE_DRIVER === "local" && !e.SINGLE_MACHINE) {
    throw new ConfigError([
      "STORAGE_DRIVER: local keeps files on this machine's disk, which other machines of a deployment cannot read: use s3 when APP_ENV=production, or set SINGLE_MACHINE=1 when this machine is the whole deployment",
    ]);
  }
  if (e.STORAGE_DRIVER === "s3") {
    const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(missing.map((k) => `${k}: required when STORAGE_DRIVER=s3`));
    storage = {
      driver: "s3",
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      // A custom endpoint (MinIO, Ceph, R2...) usually wants paths; AWS itself wants host names.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    };
  }

  // With billing switched off nothing is paid: production then needs no provider's keys.
  const provider = e.PAYMENT_PROVIDER ?? (production && features.billing ? "liqpay" : "sandbox");
  let payments: PaymentsConfig;
  if (provider === "liqpay") {
    const missing = (["LIQPAY_PUBLIC_KEY", "LIQPAY_PRIVATE_KEY", "PUBLIC_ORIGIN"] as const).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(missing.map((k) => `${k}: required when PAYMENT_PROVIDER=liqpay`));
    if (production && e.LIQPAY_SANDBOX)
      throw new ConfigError(["LIQPAY_SANDBOX: test payments cannot be taken when APP_ENV=production"]);
    payments = {
      provider,
      publicKey: e.LIQPAY_PUBLIC_KEY!,
      privateKey: e.LIQPAY_PRIVATE_KEY!,
      sandbox: e.LIQPAY_SANDBOX ?? false,
      publicOrigin: e.PUBLIC_ORIGIN!,
    };
  } else {
    if (production && features.billing)
      throw new ConfigError(["PAYMENT_PROVIDER: the sandbox cannot take payments when APP_ENV=production"]);
    payments = { provider, sandboxKey: sandboxPaymentKey, publicOrigin: e.PUBLIC_ORIGIN };
  }
  const fixedRates = parseFixedRates(e.FIXED_RATES);
  if (typeof fixedRates === "string") throw new ConfigError([`FIXED_RATES: ${fixedRates}`]);
  const rates: RatesConfig =
    (e.RATE_DRIVER ?? (production ? "nbu" : "fixed")) === "nbu"
      ? { driver: "nbu" }
      : { driver: "fixed", fixed: fixedRates };

  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    webConcurrency: e.WEB_CONCURRENCY,
    migrateAtStart: e.MIGRATE_AT_START,
    apiUrl: e.API_URL,
    ...secrets,
    metricsToken: e.METRICS_TOKEN,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    smsSender: e.SMS_SENDER,
    messageDriver,
    rateLimitAddressMax: e.RATE_LIMIT_ADDRESS_MAX,
    authResendSeconds: e.AUTH_RESEND_SECONDS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: e.SECURE_COOKIES ?? production,
    staffPhones,
    testSeams: e.APP_ENV === "test",
    storage,
    storageUrlTtl: e.STORAGE_URL_TTL,
    features,
    payments,
    rates,
  };
}
