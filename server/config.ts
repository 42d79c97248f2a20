import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

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

const envSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  API_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_SIGNING_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  API_KEY: z.string().min(24, "must be at least 24 characters").optional(),
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
  TRUST_PROXY: boolish.default(false),
  SECURE_COOKIES: boolish.optional(),
  /** APP_ENV=test only: phones (E.164, comma-separated) that count as platform staff. */
  STAFF_PHONES: z.string().optional(),
});

export type AppEnv = "development" | "test" | "production";

export interface Config {
  appEnv: AppEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  apiUrl: string | undefined;
  sessionSecret: string;
  tokenSigningKey: string;
  apiKey: string;
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
  trustProxy: boolean;
  secureCookies: boolean;
  /** Phones that count as platform staff; only ever non-empty with APP_ENV=test. */
  staffPhones: string[];
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type GeneratedSecrets = { sessionSecret: string; tokenSigningKey: string; apiKey: string };

function developmentSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, "utf8")) as GeneratedSecrets;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = {
    sessionSecret: randomBytes(32).toString("base64url"),
    tokenSigningKey: randomBytes(32).toString("base64url"),
    apiKey: randomBytes(24).toString("base64url"),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
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
  const production = e.APP_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);

  let secrets: GeneratedSecrets;
  if (production) {
    const missing = (["SESSION_SECRET", "TOKEN_SIGNING_KEY", "API_KEY"] as const).filter((k) => !e[k]);
    if (!e.SMTP_URL) missing.push("SMTP_URL" as never);
    if (!e.SMS_GATEWAY_URL) missing.push("SMS_GATEWAY_URL" as never);
    if (missing.length) {
      throw new ConfigError(missing.map((k) => `${k}: required when APP_ENV=production`));
    }
    secrets = { sessionSecret: e.SESSION_SECRET!, tokenSigningKey: e.TOKEN_SIGNING_KEY!, apiKey: e.API_KEY! };
  } else {
    const generated = developmentSecrets(dataDir);
    secrets = {
      sessionSecret: e.SESSION_SECRET ?? generated.sessionSecret,
      tokenSigningKey: e.TOKEN_SIGNING_KEY ?? generated.tokenSigningKey,
      apiKey: e.API_KEY ?? generated.apiKey,
    };
  }

  // Staff are named by `npm run staff` on the database; a list in the environment is a test aid.
  const staffPhones = (e.STAFF_PHONES ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  if (staffPhones.length && e.APP_ENV !== "test") {
    throw new ConfigError(["STAFF_PHONES: honoured only when APP_ENV=test; grant staff with npm run staff -- grant <phone>"]);
  }
  const badPhone = staffPhones.find((p) => !/^\+[1-9][0-9]{6,14}$/.test(p));
  if (badPhone) throw new ConfigError([`STAFF_PHONES: ${badPhone} is not a phone in E.164 (+380671234567)`]);

  const messageDriver = e.MESSAGE_DRIVER ?? (production ? "live" : "outbox");
  if (production && messageDriver === "outbox") {
    throw new ConfigError(["MESSAGE_DRIVER: the development outbox cannot be used when APP_ENV=production"]);
  }

  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    apiUrl: e.API_URL,
    ...secrets,
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
  };
}
