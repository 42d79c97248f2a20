import { describe, expect, it } from "vitest";
import { renderDocument } from "./render";

describe("rendering rich text", () => {
  it("writes only the allowed nodes and marks, escaping all text", () => {
    const html = renderDocument({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "A & B" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "<i>x</i>", marks: [{ type: "em" }, { type: "color", attrs: { color: "grey" } }] },
          ],
        },
        { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "dropped" }] }] },
        {
          type: "paragraph",
          content: [
            { type: "image", attrs: { src: "x" } },
            { type: "text", text: "ok", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
          ],
        },
      ],
    });
    expect(html).toBe(
      '<h3>A &amp; B</h3><p><em><span class="kb-color-grey">&lt;i&gt;x&lt;/i&gt;</span></em></p><p>ok</p>',
    );
  });

  it("renders nothing for what is not a document", () => {
    expect(renderDocument(null)).toBe("");
    expect(renderDocument("<script>alert(1)</script>")).toBe("");
    expect(renderDocument({ type: "paragraph" })).toBe("");
  });
});
