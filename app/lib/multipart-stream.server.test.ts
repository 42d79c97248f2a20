import { describe, expect, it } from "vitest";
import { MalformedMultipart, multipartBoundary, readMultipart, type MultipartPart } from "./multipart-stream.server";

/** A form as a browser posts it, in chunks of `size` bytes. */
async function posted(form: FormData, size: number): Promise<{ body: ReadableStream<Uint8Array>; boundary: string }> {
  const request = new Request("http://web/", { method: "POST", body: form });
  const bytes = new Uint8Array(await request.arrayBuffer());
  const boundary = multipartBoundary(request.headers.get("content-type"))!;
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
  return { body, boundary };
}

async function bytesOf(part: MultipartPart): Promise<Uint8Array> {
  const chunks: number[] = [];
  for (let chunk = await part.read(); chunk; chunk = await part.read()) chunks.push(...chunk);
  return Uint8Array.from(chunks);
}

describe("a multipart body read as it arrives", () => {
  const file = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7 + (i >> 8)) % 256);
  // Bytes that look like the start of a delimiter inside the file.
  file.set(new TextEncoder().encode("\r\n--\r\n-"), 1000);

  it.each([1, 7, 64, 65_536])("gives the fields and the file byte for byte, in chunks of %i", async (size) => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("parentId", "");
    form.set("file", new Blob([file], { type: "application/pdf" }), 'Звіт; березень=1 "final".pdf');
    const { body, boundary } = await posted(form, size);
    const parts = readMultipart(body, boundary);
    const intent = (await parts.next())!;
    expect(intent).toMatchObject({ name: "intent", filename: null });
    expect(new TextDecoder().decode(await bytesOf(intent))).toBe("upload");
    const parent = (await parts.next())!;
    expect(parent.name).toBe("parentId");
    expect(await bytesOf(parent)).toEqual(new Uint8Array());
    const uploaded = (await parts.next())!;
    expect(uploaded).toMatchObject({
      name: "file",
      filename: 'Звіт; березень=1 "final".pdf',
      contentType: "application/pdf",
    });
    expect(await bytesOf(uploaded)).toEqual(file);
    expect(await parts.next()).toBeNull();
  });

  it("skips a part left unread, and tells an empty file input", async () => {
    const form = new FormData();
    form.append("file", new Blob([file]), "a.bin");
    form.append("other", "x");
    const { body, boundary } = await posted(form, 1000);
    const parts = readMultipart(body, boundary);
    expect((await parts.next())!.filename).toBe("a.bin");
    expect((await parts.next())!.name).toBe("other");
    expect(await parts.next()).toBeNull();
    // As browsers send a file input left empty (undici leaves the empty filename out).
    const raw = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n',
    );
    const empty = (await readMultipart(new Blob([raw]).stream(), "b").next())!;
    expect(empty.filename).toBe("");
    expect(await empty.read()).toBeNull();
  });

  it("refuses a body cut short", async () => {
    const form = new FormData();
    form.set("file", new Blob([file]), "a.bin");
    const { body, boundary } = await posted(form, 1000);
    const reader = body.getReader();
    let sent = 0;
    const cut = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done || sent > 20_000) return controller.close();
        sent += value.length;
        controller.enqueue(value);
      },
    });
    const parts = readMultipart(cut, boundary);
    const part = (await parts.next())!;
    await expect(bytesOf(part)).rejects.toBeInstanceOf(MalformedMultipart);
  });

  it("reads the boundary of a multipart type only", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
