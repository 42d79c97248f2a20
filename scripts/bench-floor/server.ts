/**
 * Serves the floor page as the app is served: the same Node, Express, @remix-run/express and
 * compression (at the app's level, server/compress.ts). Started by scripts/bench.ts with PORT and BUILD_DIR set.
 */
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { compress } from "../../server/compress";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR ?? ".cache/bench-floor");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(compress());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT), "127.0.0.1");
