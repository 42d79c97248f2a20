import { Form, Link, useRevalidator } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { LanguageMark } from "./language-mark";
import { PostIcon } from "./post-icon";
import type { TreeNode } from "./types";

/** The cookie the server reads to render the tree as the reader left it (knowledge.server.ts). */
export const TREE_COOKIE = "kb_tree";
const TREE_MAX = 80;

/** With JavaScript: the open categories are written straight into the cookie, no form post. */
function rememberInBrowser(id: string, open: boolean) {
  const current = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${TREE_COOKIE}=`))
    ?.slice(TREE_COOKIE.length + 1);
  const ids = (current ? decodeURIComponent(current).split("|") : []).filter((other) => other && other !== id);
  if (open) ids.push(id);
  document.cookie = `${TREE_COOKIE}=${encodeURIComponent(ids.slice(-TREE_MAX).join("|"))}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={`size-4 shrink-0 transition-transform ${open ? "rotate-90" : ""}`}
      fill="currentColor"
    >
      <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

interface TreeProps {
  nodes: TreeNode[];
  currentPostId?: string;
  /** While searching every branch shown is open and the toggles are not offered. */
  searching: boolean;
  /** The page to come back to after a toggle without JavaScript. */
  here: string;
}

/**
 * The category tree of the sidebar: nested lists whose categories open and close with a
 * disclosure button. Without JavaScript each button posts the form (the server remembers the
 * state in a cookie and comes back to the same place); with it, the state is written to the same
 * cookie and the tree is reloaded. The server renders it open or closed either way.
 */
export function KnowledgeTree({ nodes, currentPostId, searching, here }: TreeProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // What the reader just toggled, shown at once while the tree reloads.
  const [pending, setPending] = useState<{ nodes: TreeNode[]; open: Record<string, boolean> }>({ nodes, open: {} });
  if (pending.nodes !== nodes) setPending({ nodes, open: {} });

  const toggle = (event: MouseEvent<HTMLButtonElement>, id: string, open: boolean) => {
    event.preventDefault();
    rememberInBrowser(id, open);
    setPending((state) => ({ ...state, open: { ...state.open, [id]: open } }));
    revalidator.revalidate();
  };

  const renderNodes = (list: TreeNode[]) =>
    list.map((node) => {
      const open = pending.open[node.id] ?? node.open;
      const listId = `kb-children-${node.id}`;
      const loaded = node.open;
      const name = (
        <>
          <span lang={node.languageCode} className="min-w-0 break-words">
            {node.name}
          </span>
          <LanguageMark languageCode={node.languageCode} />
        </>
      );
      return (
        <li key={node.id} id={`kb-node-${node.id}`}>
          {node.count > 0 && !searching ? (
            <button
              type="submit"
              name="toggle"
              value={`${node.id}:${open ? "close" : "open"}`}
              aria-expanded={open}
              aria-controls={open && loaded ? listId : undefined}
              onClick={(event) => toggle(event, node.id, !open)}
              className="flex w-full items-start gap-1 rounded px-1 py-1.5 text-left text-sm font-medium hover:bg-surface-muted"
            >
              <span className="mt-0.5">
                <Chevron open={open} />
              </span>
              <span className="min-w-0 flex-1">{name}</span>
              <span className="sr-only">{t("knowledge.tree.holds", { count: node.count })}</span>
            </button>
          ) : (
            <div className="flex items-start gap-1 px-1 py-1.5 text-sm font-medium">
              <span className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 flex-1">{name}</span>
            </div>
          )}
          {open && loaded && (node.children.length > 0 || node.posts.length > 0) ? (
            <ul id={listId} className="ml-3 border-l border-line pl-2">
              {renderNodes(node.children)}
              {node.posts.map((post) => (
                <li key={post.id}>
                  <Link
                    to={`/knowledge-base/page/${post.id}`}
                    aria-current={post.id === currentPostId ? "page" : undefined}
                    className="flex items-start gap-2 rounded px-1 py-1.5 text-sm text-muted hover:bg-surface-muted aria-[current=page]:bg-selected aria-[current=page]:font-semibold aria-[current=page]:text-selected-fg"
                  >
                    <PostIcon icon={post.icon} className="mt-0.5 size-4" />
                    <span lang={post.languageCode} className="min-w-0 break-words">
                      {post.title}
                    </span>
                    <LanguageMark languageCode={post.languageCode} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      );
    });

  // A search that found nothing is said once, by the results (the layout leaves the tree out).
  if (nodes.length === 0) return <p className="px-1 py-2 text-sm text-muted">{t("knowledge.tree.empty")}</p>;
  return (
    <Form method="post" action="/knowledge-base">
      <input type="hidden" name="redirectTo" value={here} />
      <ul className="space-y-0.5">{renderNodes(nodes)}</ul>
    </Form>
  );
}
