/**
 * What a stored object is, judged by its key's or its file's extension: the local driver serves
 * objects with these types, and the files area names uploads with them. A Map, not an object
 * literal: an extension such as "constructor" must not find Object.prototype's.
 */
const CONTENT_TYPES = new Map<string, string>([
  ["png", "image/png"],
  ["jpg", "image/jpeg"],
  ["jpeg", "image/jpeg"],
  ["gif", "image/gif"],
  ["webp", "image/webp"],
  ["svg", "image/svg+xml"],
  ["heic", "image/heic"],
  ["ico", "image/vnd.microsoft.icon"],
  ["pdf", "application/pdf"],
  ["txt", "text/plain; charset=utf-8"],
  ["csv", "text/csv"],
  ["xml", "application/xml"],
  ["json", "application/json"],
  ["zip", "application/zip"],
  ["doc", "application/msword"],
  ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["xls", "application/vnd.ms-excel"],
  ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ["ppt", "application/vnd.ms-powerpoint"],
  ["pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  ["odt", "application/vnd.oasis.opendocument.text"],
  ["ods", "application/vnd.oasis.opendocument.spreadsheet"],
  ["mp4", "video/mp4"],
  ["mov", "video/quicktime"],
  ["mp3", "audio/mpeg"],
  ["wav", "audio/wav"],
  ["webm", "video/webm"],
]);

/**
 * A type the server will sign into a URL or a header: printable ASCII only (a type comes from
 * contentTypeOf or from a browser's file, and must never be able to break a header).
 */
export function assertContentType(contentType: string): void {
  if (!/^[\x20-\x7e]{1,255}$/.test(contentType)) throw new Error(`not a content type: ${JSON.stringify(contentType)}`);
}

/** The type of an extension (lower-case, no dot); anything unknown is plain bytes. */
export function contentTypeOf(extension: string): string {
  return CONTENT_TYPES.get(extension) ?? "application/octet-stream";
}

/** A file name's extension, lower-cased: 1 to 10 letters or digits after the last dot, else "". */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  if (dot < 0) return "";
  const extension = filename.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : "";
}

// Lone surrogates cannot be encoded as UTF-8 (encodeURIComponent throws on them).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Content-Disposition for saving an object under a person's file name (RFC 6266): an ASCII
 * `filename` for old clients (every other character, and `"` and `\`, made `_`) and the real name
 * in `filename*` (RFC 8187: UTF-8, percent-encoded down to attr-char). Control characters are
 * dropped from both, so a name can never end the header.
 */
export function attachmentDisposition(filename: string): string {
  const name = Array.from(filename.replace(LONE_SURROGATE, "\uFFFD"))
    .filter((char) => char >= " " && char !== "\u007f")
    .join("");
  const fallback = Array.from(name, (char) =>
    /^[\x20-\x7e]$/.test(char) && char !== '"' && char !== "\\" ? char : "_",
  ).join("");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
