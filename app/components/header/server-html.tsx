import { Suspense, type ComponentType } from "react";

const never = new Promise<never>(() => {});
function KeepServerHtml(): never {
  throw never;
}

/**
 * A panel that only the page without JavaScript uses (a closed <details>' content that, once
 * JavaScript runs, a lazily loaded popover or sheet replaces). The server renders `Component`;
 * the browser's bundle never carries it: during hydration the boundary suspends for good, so
 * React keeps the server's HTML as it is (the <details> and its plain forms and links work
 * natively), and the hydrated header swaps the whole disclosure for its button right after.
 * `import.meta.env.SSR` is a build-time constant: the client build drops `Component`.
 */
export function serverHtml<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Inner = (import.meta.env.SSR ? Component : KeepServerHtml) as ComponentType<P>;
  function ServerHtml(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  return ServerHtml;
}
