// Remix's server build, as its Vite plugin provides it to edge/worker.ts.
declare module "virtual:remix/server-build" {
  import type { ServerBuild } from "@remix-run/server-runtime";
  const build: ServerBuild;
  export = build;
}
