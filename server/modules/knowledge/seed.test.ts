import { describe, expect, it } from "vitest";
import { languages } from "#graphql/languages";
import { KNOWLEDGE_LIMITS } from "#graphql/validation/knowledge";
import { markupToDocument } from "./seed";
import { seedContent, type SeedCategory } from "./seed-content";

const all = (list: SeedCategory[], depth = 1): Array<{ category: SeedCategory; depth: number }> =>
  list.flatMap((category) => [{ category, depth }, ...all(category.children ?? [], depth + 1)]);

describe("the help a fresh install starts with", () => {
  it("covers getting started, vHold, vHub, files, billing and security, in every language, within the limits", () => {
    expect(seedContent.map((c) => c.names.en)).toEqual([
      "Getting started",
      "vHold: owning a company",
      "vHub: working in a role",
      "Files",
      "Billing",
      "Security",
    ]);
    for (const { category, depth } of all(seedContent)) {
      expect(depth).toBeLessThanOrEqual(KNOWLEDGE_LIMITS.maxDepth);
      for (const language of languages) expect(category.names[language].length).toBeGreaterThan(0);
      for (const post of category.posts) {
        for (const language of languages) {
          const { title, body } = post.texts[language];
          expect(title.length).toBeLessThanOrEqual(KNOWLEDGE_LIMITS.titleMax);
          // Each body is a valid document (markupToDocument checks it) with more than a line in it.
          expect(markupToDocument(body).content.length, title).toBeGreaterThan(1);
        }
      }
    }
    expect(seedContent.flatMap((c) => c.posts).some((p) => p.recommended)).toBe(true);
  });

  it("turns its markup into headings, lists and bold text", () => {
    expect(markupToDocument("## Head\n\n- **a** b\n- c\n\nText")).toEqual({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Head" }] },
        {
          type: "bullet_list",
          content: [
            {
              type: "list_item",
              content: [
                {
                  type: "paragraph",
                  content: [
                    { type: "text", text: "a", marks: [{ type: "strong" }] },
                    { type: "text", text: " b" },
                  ],
                },
              ],
            },
            { type: "list_item", content: [{ type: "paragraph", content: [{ type: "text", text: "c" }] }] },
          ],
        },
        { type: "paragraph", content: [{ type: "text", text: "Text" }] },
      ],
    });
  });
});
