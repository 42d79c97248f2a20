import { z } from "zod";

/**
 * The Worker's environment: vars and secrets set on the Worker (wrangler.toml [vars], `wrangler
 * secret put`), or bindings given to workerd locally. Nothing is read from files; the names and
 * rules are those of server/config.ts for the same settings.
 */
export interface EdgeEnv {
  API_URL?: string;
  API_KEY?: string;
  SESSION_SECRET?: string;
  APP_ENV?: string;
  SECURE_COOKIES?: string;
  SUPPORT_EMAIL?: string;
}

export interface EdgeConfig {
  apiUrl: string;
  apiKey: string;
  sessionSecret: string;
  production: boolean;
  secureCookies: boolean;
  supportEmail: string;
}

const boolish = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "yes");

const envSchema = z.object({
  API_URL: z.string().url(),
  API_KEY: z.string().min(24, "must be at least 24 characters"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters"),
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  SECURE_COOKIES: boolish.optional(),
  SUPPORT_EMAIL: z.string().email().default("support@localhost"),
});

export class EdgeConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid Worker configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EdgeConfigError";
  }
}

export function loadEdgeConfig(env: EdgeEnv): EdgeConfig {
  // Empty strings count as unset, as in server/config.ts.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === "string" && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EdgeConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.APP_ENV === "production";
  return {
    apiUrl: e.API_URL.replace(/\/$/, ""),
    apiKey: e.API_KEY,
    sessionSecret: e.SESSION_SECRET,
    production,
    secureCookies: e.SECURE_COOKIES ?? production,
    supportEmail: e.SUPPORT_EMAIL,
  };
}
