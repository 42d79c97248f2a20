import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkDocument, contentOfRow, documentToText, parseDocument, safeHref, textToDocument } from "./rich-text";
import { postForm, postFormToInput, toFormField } from "./knowledge";

describe("links", () => {
  it.each([
    ["https://example.com/path?q=1", "https://example.com/path?q=1"],
    ["HTTP://Example.com", "http://example.com/"],
    ["mailto:help@example.com", "mailto:help@example.com"],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["ftp://example.com", null],
    ["/relative", null],
    ["https://", null],
    ["https://ex ample.com", null],
  ])("%s -> %s", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe("plain text, the form without JavaScript", () => {
  it("splits paragraphs on blank lines and reads lists", () => {
    const document = textToDocument("First line\nsame paragraph\n\n- one\n- two\n\n1. first\n2. second\n\n\n");
    expect(document.content.map((b) => b.type)).toEqual(["paragraph", "bullet_list", "ordered_list"]);
    expect(documentToText(document)).toBe("First line same paragraph\n\n- one\n- two\n\n1. first\n2. second");
    expect(checkDocument(document)).toEqual({ ok: true, document });
  });

  it("an empty text is an empty paragraph, still a valid document", () => {
    expect(textToDocument("  \n ")).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
    expect(checkDocument(textToDocument("")).ok).toBe(true);
  });

  it("keeps the stored formatting when the text was left as it was, and takes the text when it changed", () => {
    const rich = JSON.stringify({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Bold", marks: [{ type: "strong" }] },
            { type: "text", text: " text" },
          ],
        },
      ],
    });
    expect(contentOfRow({ text: "Bold text", document: rich })).toEqual(JSON.parse(rich));
    expect(contentOfRow({ text: "Bold text\r\n", document: rich })).toEqual(JSON.parse(rich));
    expect(contentOfRow({ text: "Other text", document: rich })).toEqual(textToDocument("Other text"));
    expect(contentOfRow({ text: "Bold text", document: '{"type":"script"}' })).toEqual(textToDocument("Bold text"));
  });
});

/** The form as a browser posts it, parsed as the action parses it (conform). */
const posted = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: postForm });
};

describe("the post form", () => {
  const category = "6f1c1a52-8a43-4c36-9a0e-3a3c9b1d2e4f";
  it("leaves out languages without a title and maps the API's fields back to the form's rows", () => {
    const submission = posted({
      categoryId: category,
      icon: "book",
      isRecommended: "on",
      position: "",
      "translations[0].languageCode": "uk",
      "translations[0].title": "Назва",
      "translations[0].text": "Текст",
      "translations[1].languageCode": "ru",
      "translations[1].title": "",
      "translations[1].text": "",
      "translations[2].languageCode": "en",
      "translations[2].title": "Title",
      "translations[2].text": "Text",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const { input, formIndex } = postFormToInput(submission.value);
    expect(input.translations.map((t) => t.languageCode)).toEqual(["uk", "en"]);
    expect(input.isRecommended).toBe(true);
    expect(input.position).toBe(0);
    expect(toFormField("translations[1].content", formIndex)).toBe("translations[2].text");
    expect(toFormField("categoryId", formIndex)).toBe("categoryId");
  });

  it("asks for a title where there is text, and for one title at least", () => {
    const submission = posted({
      categoryId: category,
      icon: "book",
      position: "12x",
      "translations[0].languageCode": "uk",
      "translations[0].title": "",
      "translations[1].languageCode": "en",
      "translations[1].text": "Text without a title",
    });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      position: ["knowledge.validation.position"],
      "translations[1].title": ["knowledge.validation.titleForText"],
      "translations[0].title": ["knowledge.validation.oneTitle"],
    });
  });

  it("refuses a document too big before parsing it", () => {
    expect(parseDocument(" ".repeat(100_001))).toEqual({ ok: false, error: "knowledge.validation.contentTooLong" });
  });
});
