import { Link, useMatches, useOutlet } from "@remix-run/react";
import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from "react";
import { RouteDialogContext } from "./route-dialog-context";

/**
 * Steps that are nested routes of a page (a phone change, a share transfer...) and open as a
 * dialog over that page when JavaScript runs, or as a page of their own without it.
 *
 * The parent route wraps its page in <RouteDialogHost parentPath=...>; each step renders its body
 * in <RouteDialog title=...>. A step loaded as a document (without JavaScript every step is) is a
 * page of its own, with a heading and a way back. A step reached in the browser (JavaScript on)
 * opens in a Radix dialog over the parent instead, from the parent page or from another one (a
 * share transfer's link on the profile or in a notification: the parent page loads under it).
 * The dialog's shell stays open from one step to the next (the steps redirect to each other),
 * closing it (Escape, ✕, the overlay) goes to parentPath, and focus returns to the link that
 * opened it. Radix is loaded lazily, when a link to a step is reached (preloadRouteDialog) or a
 * step opens. A host may sit inside a step of another host (a share transfer's decline question
 * over the transfer, itself a dialog over the dashboard): the inner dialog opens over the outer
 * one, and closing it goes back to the outer step.
 */

const loadShell = () => import("./route-dialog-shell");
const RouteDialogShell = lazy(loadShell);

/** Fetches the dialog's code ahead (on a link's pointer enter or focus). */
export const preloadRouteDialog = () => void loadShell();

/** The link that opened the step in view: focus goes back to it when the dialog closes. */
let opener: HTMLElement | null = null;

/** Props for a link that opens a step: the dialog's code starts loading when it is reached. */
export const routeDialogLinkProps = {
  onPointerEnter: preloadRouteDialog,
  onFocus: preloadRouteDialog,
  onClick: (event: MouseEvent<HTMLElement>) => {
    opener = event.currentTarget;
  },
};

const noSubscription = () => () => {};
/** False while the page hydrates (a document load), true when React renders in the browser after that. */
const useClientRender = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Paths compared without a trailing slash; a parent's query (a folder in view: ?folder=) is where closing returns, not part of its path. */
const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.split("?")[0]!.replace(/\/+$/, "");

export function RouteDialogHost({ parentPath, children }: { parentPath: string; children: ReactNode }) {
  // A step is a child route with a path of its own. An index route under the host (a pathless
  // layout needs one to match its parent's URL, as the vHold dashboard does) is the parent's
  // page itself, not a step: the host's children are that page.
  const child = useOutlet();
  const matches = useMatches();
  const outlet = child && !samePath(matches[matches.length - 1]?.pathname ?? "", parentPath) ? child : null;
  // A step loaded as a document (no JavaScript, a reload, a link opened in a new tab) stays a
  // page, and the page costs no dialog code; once the person is back on the parent, steps open
  // over it. A host that first renders in the browser (the person came from another page) opens
  // its step as a dialog over the parent at once.
  const clientRender = useClientRender();
  const [asPage, setAsPage] = useState(Boolean(outlet) && !clientRender);
  if (!outlet && asPage) setAsPage(false);
  const open = Boolean(outlet) && !asPage;
  // The link that opened this host's dialog: its own, since a dialog may open over another (the
  // inner one's link must not take the outer one's place).
  const openedBy = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      openedBy.current = opener;
      opener = null;
      return;
    }
    // Closed: after Radix has let go of the focus, it returns to the opener.
    const back = openedBy.current;
    openedBy.current = null;
    if (!back) return;
    const timer = setTimeout(() => {
      if (back.isConnected && document.activeElement === document.body) back.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
  if (outlet && asPage) return outlet;
  // One shape open or closed: the parent's page keeps its elements (a page of several children
  // would otherwise be mounted anew, and the focus could not go back to its link).
  return (
    <>
      {children}
      {outlet ? (
        <Suspense fallback={null}>
          <RouteDialogShell parentPath={parentPath}>{outlet}</RouteDialogShell>
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A step's body: in the dialog, its title labels the dialog; as a page, it is the page's heading,
 * with a link back to the parent page (`back`).
 */
export function RouteDialog({
  title,
  description,
  back,
  children,
}: {
  title: string;
  /** Said under the title (the dialog's description: every step has one). */
  description: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const parts = useContext(RouteDialogContext);
  if (parts) {
    return (
      <>
        <parts.Title>{title}</parts.Title>
        <parts.Description>{description}</parts.Description>
        <div className="mt-section space-y-section">{children}</div>
      </>
    );
  }
  return (
    <section aria-labelledby="route-dialog-heading" className="ui-section max-w-xl">
      <Link to={back.to} className="inline-block text-sm ui-link">
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h1 id="route-dialog-heading" className="ui-page-title">
        {title}
      </h1>
      <p className="text-sm text-muted">{description}</p>
      {children}
    </section>
  );
}
