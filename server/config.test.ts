import { mkdtempSync, readFileSync } from "node:fs";
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

  it("starts in production with everything given, sending for real", () => {
    const config = loadConfig({
      APP_ENV: "production",
      DATA_DIR: dataDir(),
      SESSION_SECRET: "s".repeat(32),
      TOKEN_SIGNING_KEY: "k".repeat(32),
      API_KEY: "a".repeat(24),
      SMTP_URL: "smtp://mail.example.com:587",
      SMS_GATEWAY_URL: "https://sms.example.com/send",
    });
    expect(config.messageDriver).toBe("live");
    expect(config.secureCookies).toBe(true);
  });

  it("takes STAFF_PHONES only in tests: elsewhere staff are named by npm run staff", () => {
    expect(loadConfig({ APP_ENV: "test", DATA_DIR: dataDir(), STAFF_PHONES: "+380500000101, +380500000102" }).staffPhones).toEqual([
      "+380500000101",
      "+380500000102",
    ]);
    expect(loadConfig({ DATA_DIR: dataDir() }).staffPhones).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STAFF_PHONES: "+380500000101" })).toThrow(/STAFF_PHONES/);
    expect(() => loadConfig({ APP_ENV: "test", DATA_DIR: dataDir(), STAFF_PHONES: "0500000101" })).toThrow(/E\.164/);
  });
});
