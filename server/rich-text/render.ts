/**
 * Rich text to HTML, on the server. The document is walked node by node and only the types the
 * editor makes are written out (paragraphs, headings 2-3, bulleted and numbered lists, text with
 * bold, italic, links and colours); anything else is dropped, text is escaped, a link is written
 * only if its target is http(s) or mailto, and a colour is a class from a fixed list. Stored
 * documents were checked on write (graphql/validation/rich-text.ts); this walk does not
 * rely on it, so a row changed behind the API's back cannot put markup on a page either.
 */
import { safeHref, textColors } from "#graphql/validation/rich-text";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const children = (node: Json): unknown[] => (Array.isArray(node.content) ? node.content : []);

/** The CSS class of a text colour (app/styles/knowledge.css). */
export const colorClass = (color: string) => `kb-color-${color}`;

function renderMarks(text: string, marks: unknown): string {
  let html = escapeHtml(text);
  if (!Array.isArray(marks)) return html;
  // Innermost first, so that the first mark (a link, in the schema's order) wraps the others.
  for (const mark of [...marks].reverse()) {
    if (!isObject(mark)) continue;
    const attrs = isObject(mark.attrs) ? mark.attrs : {};
    switch (mark.type) {
      case "strong":
        html = `<strong>${html}</strong>`;
        break;
      case "em":
        html = `<em>${html}</em>`;
        break;
      case "color":
        if ((textColors as readonly unknown[]).includes(attrs.color))
          html = `<span class="${colorClass(String(attrs.color))}">${html}</span>`;
        break;
      case "link": {
        const href = safeHref(attrs.href);
        if (href) html = `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${html}</a>`;
        break;
      }
    }
  }
  return html;
}

function renderInline(node: Json): string {
  return children(node)
    .map((child) =>
      isObject(child) && child.type === "text" && typeof child.text === "string"
        ? renderMarks(child.text, child.marks)
        : "",
    )
    .join("");
}

/** Deeper than any document the editor makes (and than the write check allows). */
const MAX_DEPTH = 32;

function renderBlock(node: unknown, depth = 0): string {
  if (!isObject(node) || depth > MAX_DEPTH) return "";
  switch (node.type) {
    case "paragraph":
      return `<p>${renderInline(node)}</p>`;
    case "heading": {
      const level = isObject(node.attrs) && node.attrs.level === 3 ? 3 : 2;
      return `<h${level}>${renderInline(node)}</h${level}>`;
    }
    case "bullet_list":
    case "ordered_list": {
      const tag = node.type === "bullet_list" ? "ul" : "ol";
      const items = children(node)
        .map((item) =>
          isObject(item) && item.type === "list_item"
            ? `<li>${children(item)
                .map((block) => renderBlock(block, depth + 2))
                .join("")}</li>`
            : "",
        )
        .join("");
      return `<${tag}>${items}</${tag}>`;
    }
    default:
      return "";
  }
}

export function renderDocument(document: unknown): string {
  if (!isObject(document) || document.type !== "doc") return "";
  return children(document)
    .map((block) => renderBlock(block))
    .join("");
}
