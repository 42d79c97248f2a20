import type { Express, NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { Database } from "../db/client";
import { backdateSession } from "../modules/identity/sessions";
import { UUID } from "#graphql/validation/uuid";

/** A year at most: enough for any rule about a session's age. */
const MAX_SECONDS = 366 * 86_400;

/**
 * What the end-to-end suite may do that no person can: its server is shared by every spec, so its
 * clock cannot move for one test. Registered by server/http.ts only when config.testSeams (that
 * is APP_ENV=test, never development or production), and for this machine only, like the outbox.
 *
 *   POST /dev/sessions/<id>/backdate?seconds=N   a live session started N seconds earlier (204; 404 when there is none)
 */
export function registerTestSeams(
  app: Express,
  db: Database,
  loopbackOnly: (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => void,
) {
  app.post("/dev/sessions/:id/backdate", loopbackOnly, async (req, res) => {
    const id = req.params.id ?? "";
    const seconds = Number(req.query.seconds);
    if (!UUID.test(id) || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SECONDS) {
      return void res.status(400).type("text/plain").send("A session id and whole seconds (1 to a year) are needed");
    }
    const found = await backdateSession(db, id, seconds);
    res.status(found ? 204 : 404).end();
  });
}
