import type { Server } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { Logger } from "./logger";

/**
 * The process's life as the HTTP layer sees it. Once stopping (SIGTERM), every response says
 * `Connection: close`, so clients on kept-alive sockets move to another instance instead of
 * sending more requests here until the forced close resets them, and /readyz answers 503 so
 * the load balancer stops sending new ones.
 */
export class Lifecycle {
  draining = false;
  private server: Server | null = null;
  private stopped: Promise<void> | null = null;

  /** Express middleware: marks every response written while draining `Connection: close`. */
  readonly closeWhenDraining = (_req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const writeHead = res.writeHead;
    // At the moment the headers go out, not when the request came in: a request that started
    // before SIGTERM and answers after it closes its connection too.
    res.writeHead = ((...args: Parameters<typeof writeHead>) => {
      if (this.draining && !res.headersSent) res.setHeader("connection", "close");
      return writeHead.apply(res, args);
    }) as typeof writeHead;
    next();
  };

  attach(server: Server) {
    this.server = server;
  }

  /**
   * Stops taking connections, lets requests in flight finish (at most `graceMs`, then their
   * connections are closed), and resolves when the server has closed. Idempotent.
   */
  stop(logger: Logger, graceMs = 10_000): Promise<void> {
    if (this.stopped) return this.stopped;
    this.draining = true;
    const server = this.server;
    this.stopped = new Promise<void>((resolve) => {
      if (!server) return resolve();
      const force = setTimeout(() => {
        logger.warn({ graceMs }, "requests still open after the grace period: closing them");
        server.closeAllConnections();
      }, graceMs);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
    return this.stopped;
  }
}
