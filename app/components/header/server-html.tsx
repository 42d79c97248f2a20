import { lazy, Suspense, type ComponentType } from "react";

const never = new Promise<never>(() => {});
function KeepServerHtml(): never {
  throw never;
}

/**
 * A panel that only the page without JavaScript uses (a closed <details>' content that, once
 * JavaScript runs, a lazily loaded popover or sheet replaces). The server renders the component
 * `load` brings; the browser never runs it: during hydration the boundary suspends for good, so
 * React keeps the server's HTML as it is (the <details> and its plain forms and links work
 * natively), and the hydrated header swaps the whole disclosure for its button right after.
 * `import.meta.env.SSR` is a build-time constant. The component comes through a dynamic import,
 * not a static one: a static import would put it (the mobile menu's sections: 1.0 KB gzipped)
 * in the chunk every signed-in page loads, although only the lazy panel runs it in the browser.
 * The server waits for the whole document (render.*.server.ts), so the first render's wait for
 * the module is not seen, and later renders find it loaded.
 */
export function serverHtml<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Inner = (
    import.meta.env.SSR ? lazy(() => load().then((Component) => ({ default: Component }))) : KeepServerHtml
  ) as ComponentType<P>;
  function ServerHtml(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return ServerHtml;
}
