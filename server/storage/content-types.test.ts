import { describe, expect, it } from "vitest";
import { assertContentType, attachmentDisposition, contentTypeOf, extensionOf } from "./content-types";

describe("content types by extension", () => {
  it("knows the common types and calls everything else bytes", () => {
    expect(contentTypeOf("pdf")).toBe("application/pdf");
    expect(contentTypeOf("svg")).toBe("image/svg+xml");
    expect(contentTypeOf("txt")).toBe("text/plain; charset=utf-8");
    expect(contentTypeOf("docx")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    for (const unknown of ["", "html", "exe", "PDF", "constructor", "__proto__", "toString"])
      expect(contentTypeOf(unknown), unknown).toBe("application/octet-stream");
  });

  it("takes a name's extension after its last dot, lower-cased, only when it is 1 to 10 letters or digits", () => {
    expect(extensionOf("Звіт 2026.PDF")).toBe("pdf");
    expect(extensionOf("archive.tar.gz")).toBe("gz");
    expect(extensionOf("files/c1/abc.mp4")).toBe("mp4");
    for (const none of ["README", "name.", ".", "a.b c", "a.verylongext", "a.pd-f", "a.пдф", "dir.d/file"])
      expect(extensionOf(none), none).toBe("");
    expect(extensionOf(".env")).toBe("env");
  });

  it("refuses a type that could break a header", () => {
    expect(() => assertContentType("application/pdf")).not.toThrow();
    for (const bad of ["", "text/html\r\nset-cookie: a=b", "text/плейн", "x".repeat(256)])
      expect(() => assertContentType(bad)).toThrow(/not a content type/);
  });
});

describe("Content-Disposition for a download", () => {
  it("gives an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187)", () => {
    expect(attachmentDisposition("Звіт 2026.pdf")).toBe(
      `attachment; filename="____ 2026.pdf"; filename*=UTF-8''%D0%97%D0%B2%D1%96%D1%82%202026.pdf`,
    );
    expect(attachmentDisposition("report.pdf")).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
  });

  it("keeps quotes, backslashes and line breaks from ending the value or the header", () => {
    const value = attachmentDisposition("a\"b\\c\r\nset-cookie: x=1 (it's)*.txt");
    expect(value).toBe(
      `attachment; filename="a_b_cset-cookie: x=1 (it's)*.txt"; filename*=UTF-8''a%22b%5Ccset-cookie%3A%20x%3D1%20%28it%27s%29%2A.txt`,
    );
    expect(() => new Headers({ "content-disposition": value })).not.toThrow();
  });

  it("turns a lone surrogate (not UTF-8) into U+FFFD instead of failing", () => {
    expect(attachmentDisposition("a\uD800b.txt")).toBe(
      `attachment; filename="a_b.txt"; filename*=UTF-8''a%EF%BF%BDb.txt`,
    );
  });
});
