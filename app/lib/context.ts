/**
 * The load context every loader and action gets is the one its host hands over: its shape is the
 * contract between app/ and the hosts (graphql/load-context.ts), here made Remix's own type.
 */
import type { WebLoadContext } from "#graphql/load-context";

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
