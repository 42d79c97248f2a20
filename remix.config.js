// Remix options shared by the Vite plugin (vite.config.ts). Remix v2 with Vite reads its options
// from the plugin call; this file keeps them in the place the design card names, so that the
// future flags (kept on for a codemod move to React Router 7) live in one spot.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: false,
  },
};
