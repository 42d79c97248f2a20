import { describe, expect, it } from "vitest";
import { checkDocument, markOrder, textToDocument } from "#graphql/validation/rich-text";
import { editorSchema } from "./editor-schema";

/** The editor makes only what the API takes, and opens whatever the API stored. */
describe("the editor's schema and the document rules agree", () => {
  it("have the same node types and the same marks in the same order", () => {
    expect(Object.keys(editorSchema.nodes).sort()).toEqual([
      "bullet_list",
      "doc",
      "heading",
      "list_item",
      "ordered_list",
      "paragraph",
      "text",
    ]);
    expect(Object.keys(editorSchema.marks)).toEqual([...markOrder]);
  });

  it("a document the rules accept opens in the editor, and the editor's JSON passes the rules unchanged", () => {
    const document = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Title" }] },
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "link",
              marks: [
                { type: "em" },
                { type: "link", attrs: { href: "https://example.com/" } },
                { type: "color", attrs: { color: "red" } },
              ],
            },
            { type: "text", text: " bold", marks: [{ type: "strong" }] },
          ],
        },
        {
          type: "ordered_list",
          content: [
            {
              type: "list_item",
              content: [
                { type: "paragraph" },
                {
                  type: "bullet_list",
                  content: [
                    { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "x" }] }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const checked = checkDocument(document);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const node = editorSchema.nodeFromJSON(checked.document);
    expect(() => node.check()).not.toThrow();
    expect(checkDocument(node.toJSON())).toEqual({ ok: true, document: node.toJSON() });
    expect(node.toJSON()).toEqual(checked.document);
    expect(() => editorSchema.nodeFromJSON(textToDocument("a\n\n- b\n\n1. c")).check()).not.toThrow();
  });
});
