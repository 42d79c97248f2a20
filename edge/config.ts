import { z } from "zod";
import { readFeatures, type Features } from "../graphql/features";

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
  IMAGE_ORIGINS?: string;
  /** The feature flags (graphql/features.ts), as on the API. */
  FEATURE_BILLING?: string;
  FEATURE_ACCESS?: string;
  FEATURE_STORAGE?: string;
  FEATURE_TASKS?: string;
  FEATURE_FILES?: string;
  FEATURE_CORPORATE_AGREEMENTS?: string;
}

export interface EdgeConfig {
  apiUrl: string;
  apiKey: string;
  sessionSecret: string;
  production: boolean;
  secureCookies: boolean;
  supportEmail: string;
  /**
   * The storage bucket's origins (S3): pages show photos from them (img-src) and upload files to
   * them (connect-src). The name is older than the uploads.
   */
  imageOrigins: string[];
  features: Features;
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
  // With STORAGE_DRIVER=s3 the API hands out presigned URLs on the bucket's origin, to read
  // (images) and to upload (files); the Worker cannot derive it (it has no storage settings), so
  // it is named: comma-separated origins.
  IMAGE_ORIGINS: z
    .string()
    .refine(
      (v) => v.split(",").every((o) => isOrigin(o.trim())),
      "must be comma-separated origins like https://bucket.s3.eu-central-1.amazonaws.com",
    )
    .optional(),
});

/** An http(s) origin and nothing more: it goes into the content security policy as it is. */
function isOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
}

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
  const { features, problems } = readFeatures(cleaned as Record<string, string>);
  if (!parsed.success || problems.length) {
    throw new EdgeConfigError([
      ...(parsed.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? []),
      ...problems,
    ]);
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
    features,
    imageOrigins: (e.IMAGE_ORIGINS ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(o).origin),
  };
}
