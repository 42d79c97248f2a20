/** How entry.server.tsx renders the document; `#render` picks the Node or the edge renderer. */
export interface RenderOptions {
  nonce: string;
  /** Suspended parts still pending after this are rendered as their fallbacks. */
  abortDelay: number;
  onError(error: unknown): void;
}
