/**
 * A node's picture when it has no preview (spec: icons for pdf, txt, xml, zip, ico and a generic
 * one for the rest; a folder its own). Drawn inline: no request per row, and the colours follow
 * the theme. Decorative: the name beside it says what it is.
 */
const LABELLED = new Set(["pdf", "txt", "xml", "zip", "ico"]);
const TONES: Record<string, string> = { pdf: "text-danger", txt: "text-muted", xml: "text-link", zip: "text-warning", ico: "text-success" };

export function FileIcon({ type, extension, className = "size-10" }: { type: "FILE" | "FOLDER"; extension: string | null | undefined; className?: string }) {
  if (type === "FOLDER") {
    return (
      <svg aria-hidden="true" viewBox="0 0 40 40" className={`${className} text-link`}>
        <path d="M4 10a3 3 0 0 1 3-3h8l4 4h14a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="currentColor" opacity="0.85" />
      </svg>
    );
  }
  const label = extension && LABELLED.has(extension) ? extension.toUpperCase() : null;
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={`${className} ${label ? TONES[extension!] : "text-subtle"}`}>
      <path d="M9 3h15l8 8v24a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M24 3v8h8" fill="none" stroke="currentColor" strokeWidth="2" />
      {label ? (
        <text x="20" y="29" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" fontFamily="sans-serif">
          {label}
        </text>
      ) : null}
    </svg>
  );
}
