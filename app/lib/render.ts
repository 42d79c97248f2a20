/** How entry.server.tsx renders the document; `#render` picks the Node or the edge renderer. */
export interface RenderOptions {
  nonce: string;
  /** Bots get the whole page at once; people get the shell as soon as it is ready. */
  waitForAll: boolean;
  /** Suspended parts still pending after this are rendered as their fallbacks. */
  abortDelay: number;
  onError(error: unknown): void;
}
