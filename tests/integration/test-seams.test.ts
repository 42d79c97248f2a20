/**
 * The end-to-end suite's seam (server/dev/test-seams.ts): with APP_ENV=test, this machine may move
 * a session's start into the past, and the 7-day rule for ending other sessions then holds from
 * that start; in production the route does not exist, and from another machine it is refused.
 */
import { once } from "node:events";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EndAuthUserSessionDocument, GetAuthUserDocument } from "#graphql/generated/operations";
import type { Config } from "../../server/config";
import { createHttpApp } from "../../server/http";
import { createLogger } from "../../server/logger";
import { confirmPhone, createTestApp, send, signUp, token, type SignedUpUser, type TestApp } from "./harness";
import { errorCode, ok } from "./support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const WEEK_SECONDS = 7 * 24 * 3600;

/** The API's HTTP server on loopback; `peer` makes its connections appear to come from elsewhere. */
async function serve(config: Partial<Config> = {}) {
  const server: Server = createHttpApp({
    config: { ...app.config, ...config },
    api: app.api,
    db: app.database.db,
    logger: createLogger("silent"),
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  const served = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    peer: undefined as string | undefined,
    server,
  };
  server.prependListener("connection", (socket: net.Socket) => {
    if (served.peer) Object.defineProperty(socket, "remoteAddress", { value: served.peer });
  });
  return served;
}

const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

const backdate = (url: string, sessionId: string, seconds: number | string = WEEK_SECONDS) =>
  fetch(`${url}/dev/sessions/${sessionId}/backdate?seconds=${seconds}`, { method: "POST" });

/** The same person signs in on a second device (the token endpoint, as the web server does). */
async function secondDevice(user: SignedUpUser) {
  const ticket = await confirmPhone(app, user.phone);
  const granted = await token(app, {
    grant_type: "password",
    username: user.phone,
    password: user.password,
    phone_ticket: ticket,
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return { accessToken: granted.body.access_token as string, id: granted.body.session_state as string };
}

const endSession = (accessToken: string, id: string) =>
  send(app, EndAuthUserSessionDocument, { id }, { token: accessToken });

describe("POST /dev/sessions/<id>/backdate", () => {
  it("with APP_ENV=test: a session a week older may end another one, whose token then stops working", async () => {
    expect(app.config.testSeams).toBe(true);
    const served = await serve();
    try {
      const user = await signUp(app);
      const device = await secondDevice(user);
      expect(errorCode(await endSession(user.accessToken, device.id))).toBe("SESSION_END_NOT_YET_ALLOWED");

      expect((await backdate(served.url, user.sessionState)).status).toBe(204);
      expect(ok(await endSession(user.accessToken, device.id)).endAuthUserSession).toBe(true);
      expect(errorCode(await send(app, GetAuthUserDocument, {}, { token: device.accessToken }))).toBe(
        "UNAUTHENTICATED",
      );
      // An ended session, an unknown one, or nonsense is not moved.
      expect((await backdate(served.url, device.id)).status).toBe(404);
      expect((await backdate(served.url, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
      expect((await backdate(served.url, "not-a-session")).status).toBe(400);
      expect((await backdate(served.url, user.sessionState, "-5")).status).toBe(400);
    } finally {
      await close(served.server);
    }
  });

  it("is refused to any other machine, whatever X-Forwarded-For claims", async () => {
    const served = await serve();
    try {
      const user = await signUp(app);
      const device = await secondDevice(user);
      served.peer = "192.0.2.10";
      const answer = await fetch(`${served.url}/dev/sessions/${user.sessionState}/backdate?seconds=${WEEK_SECONDS}`, {
        method: "POST",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(answer.status).toBe(403);
      expect(errorCode(await endSession(user.accessToken, device.id))).toBe("SESSION_END_NOT_YET_ALLOWED");
    } finally {
      await close(served.server);
    }
  });

  it("does not exist in production", async () => {
    const served = await serve({ appEnv: "production", testSeams: false });
    try {
      const user = await signUp(app);
      const device = await secondDevice(user);
      expect((await backdate(served.url, user.sessionState)).status).toBe(404);
      expect(errorCode(await endSession(user.accessToken, device.id))).toBe("SESSION_END_NOT_YET_ALLOWED");
    } finally {
      await close(served.server);
    }
  });
});
