import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Clock } from "../clock";
import type { Logger } from "../logger";
import { messagesSent } from "../metrics";

/** One message to a person. `code` is the one-time code it carries, if any (outbox only). */
export interface OutgoingMessage {
  to: string;
  text: string;
  subject?: string;
  code?: string;
}

/** SMS and e-mail leave the system through this interface; drivers are chosen by configuration. */
export interface Messenger {
  sendSms(message: OutgoingMessage): Promise<void>;
  sendEmail(message: OutgoingMessage & { subject: string }): Promise<void>;
}

export interface OutboxEntry {
  channel: "sms" | "email";
  to: string;
  subject?: string;
  text: string;
  code?: string;
  at: string;
}

/**
 * Development and test: nothing leaves the machine. Each message is one JSON line in
 * DATA_DIR/outbox.jsonl, listed at /dev/outbox and read by the end-to-end tests.
 */
export class OutboxMessenger implements Messenger {
  readonly file: string;
  constructor(
    dataDir: string,
    private readonly clock: Clock,
  ) {
    this.file = path.join(dataDir, "outbox.jsonl");
  }
  private async append(entry: OutboxEntry) {
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify(entry)}\n`);
  }
  sendSms(m: OutgoingMessage) {
    return this.append({ channel: "sms", to: m.to, text: m.text, code: m.code, at: this.clock.now().toISOString() });
  }
  sendEmail(m: OutgoingMessage & { subject: string }) {
    return this.append({
      channel: "email",
      to: m.to,
      subject: m.subject,
      text: m.text,
      code: m.code,
      at: this.clock.now().toISOString(),
    });
  }
  async read(): Promise<OutboxEntry[]> {
    try {
      const raw = await readFile(this.file, "utf8");
      return raw
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OutboxEntry);
    } catch {
      return [];
    }
  }
}

export interface LiveMessengerOptions {
  smtpUrl: string;
  mailFrom: string;
  smsGatewayUrl: string;
  smsGatewayToken?: string;
  smsSender: string;
  logger: Logger;
}

/**
 * Production: e-mail over SMTP, SMS through an HTTP gateway that takes
 * POST {to, text, sender} as JSON with a bearer token (most gateways offer this shape).
 */
export class LiveMessenger implements Messenger {
  private readonly transport;
  constructor(private readonly options: LiveMessengerOptions) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }
  async sendEmail(m: OutgoingMessage & { subject: string }) {
    await this.transport.sendMail({ from: this.options.mailFrom, to: m.to, subject: m.subject, text: m.text });
  }
  async sendSms(m: OutgoingMessage) {
    const response = await fetch(this.options.smsGatewayUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(this.options.smsGatewayToken ? { authorization: `Bearer ${this.options.smsGatewayToken}` } : {}),
      },
      body: JSON.stringify({ to: m.to, text: m.text, sender: this.options.smsSender }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      this.options.logger.error({ status: response.status }, "sms gateway refused a message");
      throw new Error(`SMS gateway answered ${response.status}`);
    }
  }
}

/**
 * The same messenger, each message counted in messages_total by channel and outcome
 * (server/metrics.ts): what the modules are given; a failure is counted and thrown on as before.
 */
export function countedMessenger(messenger: Messenger): Messenger {
  const count = async (channel: "sms" | "email", send: () => Promise<void>) => {
    try {
      await send();
      messagesSent.inc({ channel, outcome: "sent" });
    } catch (error) {
      messagesSent.inc({ channel, outcome: "failed" });
      throw error;
    }
  };
  return {
    sendSms: (message) => count("sms", () => messenger.sendSms(message)),
    sendEmail: (message) => count("email", () => messenger.sendEmail(message)),
  };
}
