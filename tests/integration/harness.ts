import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type DocumentNode } from "graphql";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import {
  CheckAuthCodeDocument,
  RegisterUserDocument,
  RequestAuthCodeDocument,
} from "../../graphql/generated/operations";
import { createApi, type Api } from "../../server/api";
import { ManualClock } from "../../server/clock";
import { loadConfig, type Config } from "../../server/config";
import { createPGlite, openDatabase, type DatabaseHandle } from "../../server/db/client";
import { createLogger, type Logger } from "../../server/logger";
import type { Messenger, OutgoingMessage } from "../../server/messaging";
import type { ObjectStorage } from "../../server/storage";
import { adminUrl } from "./engine";

/** Messages kept in memory: what the outbox would hold, read by the tests. */
export class MemoryMessenger implements Messenger {
  readonly sent: Array<OutgoingMessage & { channel: "sms" | "email"; subject?: string }> = [];
  /** The gateway or mail server is down: sending fails until set back to false. */
  down = false;
  async sendSms(m: OutgoingMessage) {
    if (this.down) throw new Error("SMS gateway answered 503");
    this.sent.push({ ...m, channel: "sms" });
  }
  async sendEmail(m: OutgoingMessage & { subject: string }) {
    if (this.down) throw new Error("SMTP connection refused");
    this.sent.push({ ...m, channel: "email" });
  }
  lastCode(to: string): string {
    const message = [...this.sent].reverse().find((m) => m.to === to);
    if (!message?.code) throw new Error(`no code was sent to ${to}`);
    return message.code;
  }
}

export const API_KEY = "test-api-key-0123456789abcdef";

/** A fresh database per test file, copied from the migrated base. */
async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (inject("databaseEngine") === "postgres") {
    const name = `vhold_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("pgTemplate")}`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    return {
      ...handle,
      url: url.toString(),
      async close() {
        await handle.close();
        const a = new pg.Client({ connectionString: adminUrl() });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dump = readFileSync(inject("pgliteDump"));
  const pglite = createPGlite({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}

export interface TestApp {
  api: Api;
  config: Config;
  clock: ManualClock;
  messenger: MemoryMessenger;
  /** The file's database; `url` is set on PostgreSQL (for a second connection). */
  database: DatabaseHandle & { url?: string };
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger; storage?: (config: Config, clock: ManualClock) => ObjectStorage } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({
    APP_ENV: "test",
    DATA_DIR: "/tmp/vhold-tests/data",
    API_KEY,
    SESSION_SECRET: "test-session-secret-0123456789abcdef",
    TOKEN_SIGNING_KEY: "test-token-signing-key-0123456789abcdef",
    LOG_LEVEL: "silent",
    ...env,
  });
  const clock = new ManualClock("2026-03-02T09:00:00Z");
  const messenger = new MemoryMessenger();
  const storage = options.storage?.(config, clock);
  const api = createApi({
    config,
    db: database.db,
    logger: options.logger ?? createLogger("silent"),
    clock,
    messenger,
    storage,
  });
  return {
    api,
    config,
    clock,
    messenger,
    database,
    async close() {
      await api.services.notificationChannel.close();
      await database.close();
    },
  };
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> & { code?: string } }>;
}

export interface CallOptions {
  apiKey?: boolean;
  token?: string;
  address?: string;
  /** vHub: the role the caller acts in (x-current-role-id). */
  roleId?: string;
  /** The reader's language (Accept-Language; the web server forwards its page's as x-client-language). */
  language?: string;
}

/** A GraphQL call through Yoga's in-process fetch, as the web server makes it. */
export async function gql<T = Record<string, unknown>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.apiKey) headers["x-api-key"] = API_KEY;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.address) headers["x-client-address"] = options.address;
  if (options.roleId) headers["x-current-role-id"] = options.roleId;
  if (options.language) headers[options.apiKey ? "x-client-language" : "accept-language"] = options.language;
  const response = await app.api.fetch("http://api.test/graphql", {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

const printed = new WeakMap<DocumentNode, string>();

/**
 * Sends one of the generated typed documents (graphql/generated/operations.ts), the same
 * operations the web app sends: variables and answer are typed by the contract.
 */
export async function send<TResult, TVariables>(
  app: TestApp,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: CallOptions = {},
): Promise<GraphQLAnswer<TResult>> {
  let query = printed.get(document);
  if (!query) printed.set(document, (query = print(document)));
  return gql<TResult>(app, query, (variables ?? {}) as Record<string, unknown>, options);
}

/** A form POST to the token endpoint. */
export async function token(
  app: TestApp,
  form: Record<string, string>,
  options: { apiKey?: boolean } = { apiKey: true },
) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (options.apiKey) headers["x-api-key"] = API_KEY;
  const response = await app.api.fetch("http://api.test/oauth/token", {
    method: "POST",
    headers,
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// The documents the web app sends (graphql/operations), as text: tests send what the app sends.
export const REQUEST_CODE = print(RequestAuthCodeDocument);
export const CHECK_CODE = print(CheckAuthCodeDocument);
export const REGISTER = print(RegisterUserDocument);

let phoneCounter = 1000;
/** A valid Ukrainian mobile number nobody in this file has used. */
export function newPhone(): string {
  phoneCounter += 1;
  return `+38067${String(1_000_000 + phoneCounter * 7).slice(-7)}`;
}

/** Confirms a phone by SMS code and returns the phone ticket. */
export async function confirmPhone(app: TestApp, phone: string): Promise<string> {
  const sent = await gql(app, REQUEST_CODE, { phone }, { apiKey: true });
  if (sent.errors) throw new Error(JSON.stringify(sent.errors));
  const checked = await gql<{ checkAuthCode: { phoneTicket: string } }>(
    app,
    CHECK_CODE,
    { input: { phone, code: app.messenger.lastCode(phone) } },
    { apiKey: true },
  );
  if (!checked.data?.checkAuthCode.phoneTicket) throw new Error(JSON.stringify(checked));
  return checked.data.checkAuthCode.phoneTicket;
}

export interface SignedUpUser {
  id: string;
  phone: string;
  password: string;
  username: string;
  accessToken: string;
  refreshToken: string;
  sessionState: string;
}

/** Registers a user through the API and signs them in: the whole flow a browser goes through. */
export async function signUp(
  app: TestApp,
  overrides: Partial<{ phone: string; username: string; password: string }> = {},
): Promise<SignedUpUser> {
  const phone = overrides.phone ?? newPhone();
  const password = overrides.password ?? "Correct#Horse9";
  const username = overrides.username ?? `user_${phone.slice(-7)}`;
  const ticket = await confirmPhone(app, phone);
  const registered = await gql<{ registerUser: { id: string } }>(
    app,
    REGISTER,
    {
      input: {
        phoneTicket: ticket,
        name: "Olena",
        surname: "Koval",
        username,
        password,
        confirmPassword: password,
        consent: true,
      },
    },
    { apiKey: true },
  );
  if (!registered.data) throw new Error(JSON.stringify(registered.errors));
  const granted = await token(app, { grant_type: "password", username: phone, password, phone_ticket: ticket });
  if (granted.status !== 200) throw new Error(JSON.stringify(granted.body));
  // Codes for the same phone may be asked for again only after the resend countdown.
  app.clock.advance(61_000);
  return {
    id: registered.data.registerUser.id,
    phone,
    password,
    username,
    accessToken: granted.body.access_token as string,
    refreshToken: granted.body.refresh_token as string,
    sessionState: granted.body.session_state as string,
  };
}
