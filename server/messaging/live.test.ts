import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { LiveMessenger } from "./index";

/**
 * The production drivers against real peers on loopback: an SMTP server (smtp-server) and an
 * HTTP server standing in for the SMS gateway.
 */
const mails: Array<{ from: string; to: string[]; body: string }> = [];
const smsRequests: Array<{ authorization?: string; body: unknown }> = [];
let gatewayStatus = 200;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    let body = "";
    stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
    stream.on("end", () => {
      mails.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        body,
      });
      callback();
    });
  },
});
const gateway = createServer((req: IncomingMessage, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    smsRequests.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
    res.statusCode = gatewayStatus;
    res.end("{}");
  });
});

let messenger: LiveMessenger;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const gatewayPort = (gateway.address() as AddressInfo).port;
  messenger = new LiveMessenger({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    mailFrom: "vHold <no-reply@vhold.test>",
    smsGatewayUrl: `http://127.0.0.1:${gatewayPort}/send`,
    smsGatewayToken: "gateway-token",
    smsSender: "vHold",
    logger: createLogger("silent"),
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

describe("live messaging", () => {
  it("sends e-mail over SMTP", async () => {
    await messenger.sendEmail({
      to: "olena@example.com",
      subject: "Код входу vHold",
      text: "Ваш код: 123456",
      code: "123456",
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].from).toBe("no-reply@vhold.test");
    expect(mails[0].to).toEqual(["olena@example.com"]);
    expect(mails[0].body).toMatch(/Subject: =\?UTF-8\?/);
    const [headers, ...rest] = mails[0].body.split("\r\n\r\n");
    const content = rest.join("\r\n\r\n").trim();
    const text = /Content-Transfer-Encoding: base64/i.test(headers)
      ? Buffer.from(content, "base64").toString("utf8")
      : content;
    expect(text).toContain("Ваш код: 123456");
  });

  it("sends SMS through the gateway with its token", async () => {
    await messenger.sendSms({ to: "+380671234567", text: "vHold: 654321", code: "654321" });
    expect(smsRequests).toEqual([
      { authorization: "Bearer gateway-token", body: { to: "+380671234567", text: "vHold: 654321", sender: "vHold" } },
    ]);
  });

  it("fails loudly when the gateway refuses, so the caller can tell the user", async () => {
    gatewayStatus = 503;
    await expect(messenger.sendSms({ to: "+380671234567", text: "x" })).rejects.toThrow(/503/);
    gatewayStatus = 200;
  });
});
