/**
 * The rich text of the house (knowledge-base posts, and instructions since issue 23): a
 * ProseMirror document (JSON), with the node and mark types the editor offers and nothing else.
 * Every document is checked whole on the way in: an unknown node, mark or attribute, a link that
 * is not http(s) or mailto, or a document past the limits is refused, not cleaned up. The stored
 * form is the document; the server renders it to HTML from this whitelist
 * (server/rich-text/render.ts), never from stored HTML.
 *
 * The editor's ProseMirror schema (app/components/rich-text/editor-schema.ts) declares the same
 * types in the same order; a unit test holds the two together.
 */

/** Spec: rich text colours. "default" is no colour mark at all. */
export const textColors = ["grey", "green", "red", "yellow", "blue"] as const;
export type TextColor = (typeof textColors)[number];

export const headingLevels = [2, 3] as const;

export type RichTextMark =
  | { type: "link"; attrs: { href: string } }
  | { type: "strong" }
  | { type: "em" }
  | { type: "color"; attrs: { color: TextColor } };

export interface TextNode {
  type: "text";
  text: string;
  marks?: RichTextMark[];
}
export interface ParagraphNode {
  type: "paragraph";
  content?: TextNode[];
}
export interface HeadingNode {
  type: "heading";
  attrs: { level: (typeof headingLevels)[number] };
  content?: TextNode[];
}
export interface ListItemNode {
  type: "list_item";
  content: BlockNode[];
}
export interface ListNode {
  type: "bullet_list" | "ordered_list";
  content: ListItemNode[];
}
export type BlockNode = ParagraphNode | HeadingNode | ListNode;
export interface RichTextDocument {
  type: "doc";
  content: BlockNode[];
}

/** In ProseMirror's mark order (the editor schema's): a text node's marks are kept sorted so. */
export const markOrder = ["link", "strong", "em", "color"] as const;

export const DOCUMENT_LIMITS = {
  /** The JSON text of one language's content. */
  maxChars: 100_000,
  maxNodes: 5_000,
  /** doc > list > item > list > item > list > item > paragraph > text is 9. */
  maxDepth: 12,
  hrefMax: 2_000,
} as const;

export type DocumentCheck = { ok: true; document: RichTextDocument } | { ok: false; error: string };

const INVALID = "knowledge.validation.contentInvalid";
const TOO_LONG = "knowledge.validation.contentTooLong";
const BAD_LINK = "knowledge.validation.link";

/**
 * A link target that is safe to put in an href: http, https or mailto, absolute, without
 * spaces or control characters. Returns the URL as the browser will read it, or null.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== "string" || value.length > DOCUMENT_LIMITS.hrefMax) return null;
  const href = value.trim();
  // Checked on the raw text before any parsing: "java\tscript:" and "  javascript:" never pass.
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f<>"'`\\]/.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!["http:", "https:", "mailto:"].includes(url.protocol)) return null;
  if (url.protocol !== "mailto:" && !url.hostname) return null;
  return url.href;
}

class Refused extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[]) {
  for (const key of Object.keys(value)) if (!allowed.includes(key)) throw new Refused(INVALID);
}

/** Walks a document, building a fresh copy of what is allowed; anything else refuses it. */
class Checker {
  private nodes = 0;

  document(value: unknown): RichTextDocument {
    if (!isObject(value) || value.type !== "doc") throw new Refused(INVALID);
    onlyKeys(value, ["type", "content"]);
    const content = this.blocks(value.content, 1);
    if (content.length === 0) throw new Refused(INVALID);
    return { type: "doc", content };
  }

  private count(depth: number) {
    this.nodes += 1;
    if (this.nodes > DOCUMENT_LIMITS.maxNodes || depth > DOCUMENT_LIMITS.maxDepth) throw new Refused(TOO_LONG);
  }

  private list(value: unknown): unknown[] {
    if (!Array.isArray(value)) throw new Refused(INVALID);
    return value;
  }

  private blocks(value: unknown, depth: number): BlockNode[] {
    return this.list(value).map((node) => this.block(node, depth + 1));
  }

  private block(value: unknown, depth: number): BlockNode {
    this.count(depth);
    if (!isObject(value)) throw new Refused(INVALID);
    switch (value.type) {
      case "paragraph": {
        onlyKeys(value, ["type", "content"]);
        const content = value.content === undefined ? [] : this.inline(value.content, depth);
        return content.length ? { type: "paragraph", content } : { type: "paragraph" };
      }
      case "heading": {
        onlyKeys(value, ["type", "attrs", "content"]);
        if (!isObject(value.attrs)) throw new Refused(INVALID);
        onlyKeys(value.attrs, ["level"]);
        const level = value.attrs.level;
        if (level !== 2 && level !== 3) throw new Refused(INVALID);
        const content = value.content === undefined ? [] : this.inline(value.content, depth);
        return content.length ? { type: "heading", attrs: { level }, content } : { type: "heading", attrs: { level } };
      }
      case "bullet_list":
      case "ordered_list": {
        onlyKeys(value, ["type", "content"]);
        const items = this.list(value.content).map((item) => this.listItem(item, depth + 1));
        if (items.length === 0) throw new Refused(INVALID);
        return { type: value.type, content: items };
      }
      default:
        throw new Refused(INVALID);
    }
  }

  private listItem(value: unknown, depth: number): ListItemNode {
    this.count(depth);
    if (!isObject(value) || value.type !== "list_item") throw new Refused(INVALID);
    onlyKeys(value, ["type", "content"]);
    const content = this.blocks(value.content, depth);
    // ProseMirror's list item: a paragraph first, then any blocks.
    if (content.length === 0 || content[0].type !== "paragraph") throw new Refused(INVALID);
    return { type: "list_item", content };
  }

  private inline(value: unknown, depth: number): TextNode[] {
    return this.list(value).map((node) => this.text(node, depth + 1));
  }

  private text(value: unknown, depth: number): TextNode {
    this.count(depth);
    if (!isObject(value) || value.type !== "text") throw new Refused(INVALID);
    onlyKeys(value, ["type", "text", "marks"]);
    if (typeof value.text !== "string" || value.text.length === 0) throw new Refused(INVALID);
    if (value.marks === undefined) return { type: "text", text: value.text };
    const marks = this.list(value.marks).map((mark) => this.mark(mark));
    const types = marks.map((m) => m.type);
    // Each mark once (no bold inside bold), in the schema's order.
    if (new Set(types).size !== types.length) throw new Refused(INVALID);
    marks.sort((a, b) => markOrder.indexOf(a.type) - markOrder.indexOf(b.type));
    return marks.length ? { type: "text", text: value.text, marks } : { type: "text", text: value.text };
  }

  private mark(value: unknown): RichTextMark {
    if (!isObject(value)) throw new Refused(INVALID);
    switch (value.type) {
      case "strong":
      case "em":
        onlyKeys(value, ["type"]);
        return { type: value.type };
      case "link": {
        onlyKeys(value, ["type", "attrs"]);
        if (!isObject(value.attrs)) throw new Refused(INVALID);
        onlyKeys(value.attrs, ["href"]);
        const href = safeHref(value.attrs.href);
        if (!href) throw new Refused(BAD_LINK);
        return { type: "link", attrs: { href } };
      }
      case "color": {
        onlyKeys(value, ["type", "attrs"]);
        if (!isObject(value.attrs)) throw new Refused(INVALID);
        onlyKeys(value.attrs, ["color"]);
        const color = value.attrs.color;
        if (!(textColors as readonly unknown[]).includes(color)) throw new Refused(INVALID);
        return { type: "color", attrs: { color: color as TextColor } };
      }
      default:
        throw new Refused(INVALID);
    }
  }
}

/** Checks a document given as a value (already parsed JSON). */
export function checkDocument(value: unknown): DocumentCheck {
  try {
    return { ok: true, document: new Checker().document(value) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.key };
    throw error;
  }
}

/** Checks a document given as JSON text, refusing an oversized one before parsing it. */
export function parseDocument(json: string): DocumentCheck {
  if (json.length > DOCUMENT_LIMITS.maxChars) return { ok: false, error: TOO_LONG };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: INVALID };
  }
  return checkDocument(value);
}

// ---- Plain text: the form without JavaScript ---------------------------------------------------

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

function paragraphOf(text: string): ParagraphNode {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean ? { type: "paragraph", content: [{ type: "text", text: clean }] } : { type: "paragraph" };
}

/**
 * A plain text as a document: blocks split on blank lines become paragraphs; a block whose
 * every line starts with "- " (or "1. ") becomes a bulleted (numbered) list.
 */
export function textToDocument(text: string): RichTextDocument {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const content: BlockNode[] = blocks.map((block) => {
    const lines = block.split("\n").filter((line) => line.trim());
    for (const [pattern, type] of [
      [BULLET, "bullet_list"],
      [NUMBERED, "ordered_list"],
    ] as const) {
      if (lines.every((line) => pattern.test(line))) {
        return {
          type,
          content: lines.map((line) => ({ type: "list_item", content: [paragraphOf(line.replace(pattern, ""))] })),
        };
      }
    }
    return paragraphOf(lines.join(" "));
  });
  return { type: "doc", content: content.length ? content : [{ type: "paragraph" }] };
}

const inlineText = (nodes: TextNode[] | undefined) => (nodes ?? []).map((n) => n.text).join("");

function blockText(block: BlockNode): string {
  switch (block.type) {
    case "paragraph":
    case "heading":
      return inlineText(block.content);
    case "bullet_list":
    case "ordered_list":
      return block.content
        .map(
          (item, i) => `${block.type === "bullet_list" ? "-" : `${i + 1}.`} ${item.content.map(blockText).join(" ")}`,
        )
        .join("\n");
  }
}

/** A document as plain text, the way textToDocument reads it back (formatting is dropped). */
export function documentToText(document: RichTextDocument): string {
  return document.content
    .map(blockText)
    .filter((text) => text.trim())
    .join("\n\n");
}

/**
 * The content a form sent: its plain-text field and the document it was opened with (or the
 * editor's). The document wins when the text still says what the
 * document says (the editor ran, or the page was saved without touching this text); a text
 * changed without the editor becomes paragraphs (and lists), as the field's hint tells.
 */
export function contentOfRow(row: { text: string; document: string }): RichTextDocument {
  if (row.document) {
    const parsed = parseDocument(row.document);
    if (parsed.ok && normalizeText(documentToText(parsed.document)) === normalizeText(row.text)) return parsed.document;
  }
  return textToDocument(row.text);
}

const normalizeText = (text: string) => text.replace(/\r\n?/g, "\n").trim();
