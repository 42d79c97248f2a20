import { describe, expect, it } from "vitest";
import { EdgeConfigError, loadEdgeConfig } from "./config";
import { securityHeaders } from "./headers";

const secrets = { API_KEY: "k".repeat(24), SESSION_SECRET: "s".repeat(32) };

describe("the Worker's configuration (its bindings)", () => {
  it("takes API_URL and the secrets, and is strict unless told otherwise: a deployed Worker is production", () => {
    const config = loadEdgeConfig({ ...secrets, API_URL: "https://api.example.com/" });
    expect(config).toEqual({
      apiUrl: "https://api.example.com",
      apiKey: secrets.API_KEY,
      sessionSecret: secrets.SESSION_SECRET,
      production: true,
      secureCookies: true,
      supportEmail: "support@localhost",
      imageOrigins: [],
      features: { billing: true, access: true, storage: true, tasks: true, files: true, corporateAgreements: false },
    });
  });

  it("reads the feature flags as the API does, refusing a value that is not a switch", () => {
    expect(
      loadEdgeConfig({ ...secrets, API_URL: "https://api.example.com", FEATURE_BILLING: "false", FEATURE_TASKS: "0" })
        .features,
    ).toMatchObject({ billing: false, tasks: false });
    expect(() => loadEdgeConfig({ ...secrets, API_URL: "https://api.example.com", FEATURE_STORAGE: "on" })).toThrow(
      /FEATURE_STORAGE/,
    );
  });

  it("outside production cookies may travel over plain HTTP and development tools show, as on Node", () => {
    const config = loadEdgeConfig({
      ...secrets,
      API_URL: "http://127.0.0.1:3001",
      APP_ENV: "test",
      SUPPORT_EMAIL: "help@example.com",
    });
    expect(config).toMatchObject({ production: false, secureCookies: false, supportEmail: "help@example.com" });
    expect(
      loadEdgeConfig({ ...secrets, API_URL: "http://127.0.0.1:3001", APP_ENV: "test", SECURE_COOKIES: "yes" })
        .secureCookies,
    ).toBe(true);
  });

  it("names every missing or weak setting at once (there are no generated secrets on the edge)", () => {
    try {
      loadEdgeConfig({ API_URL: "", SESSION_SECRET: "short", APP_ENV: "staging" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EdgeConfigError);
      const message = (error as Error).message;
      for (const name of ["API_URL", "API_KEY", "SESSION_SECRET: must be at least 32 characters", "APP_ENV"])
        expect(message).toContain(name);
    }
  });

  it("lets pages show photos from and upload files to the S3 bucket's origins named in IMAGE_ORIGINS, and nothing that is not an origin", () => {
    const base = { ...secrets, API_URL: "https://api.example.com" };
    expect(
      loadEdgeConfig({
        ...base,
        IMAGE_ORIGINS: "https://photos.s3.eu-central-1.amazonaws.com, https://cdn.example.com/",
      }).imageOrigins,
    ).toEqual(["https://photos.s3.eu-central-1.amazonaws.com", "https://cdn.example.com"]);
    const csp = new Map(securityHeaders("nonce", true, ["https://photos.s3.eu-central-1.amazonaws.com"]))
      .get("Content-Security-Policy")!
      .split(";");
    expect(csp).toContain("img-src 'self' data: blob: https://photos.s3.eu-central-1.amazonaws.com");
    expect(csp).toContain("connect-src 'self' https://photos.s3.eu-central-1.amazonaws.com");
    expect(new Map(securityHeaders("nonce", true)).get("Content-Security-Policy")!.split(";")).toContain(
      "connect-src 'self'",
    );
    for (const bad of [
      "https://cdn.example.com/photos",
      "javascript:alert(1)",
      "*",
      "https://a.example.com;script-src *",
    ]) {
      expect(() => loadEdgeConfig({ ...base, IMAGE_ORIGINS: bad }), bad).toThrow(/IMAGE_ORIGINS/);
    }
  });
});
