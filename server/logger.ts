import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs on stdout: one line per event, ready for any log shipper. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["password", "*.password", "code", "*.code", "token", "*.token"], remove: true },
  });
}
