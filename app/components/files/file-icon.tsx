/**
 * A node's picture when it has no preview (spec: icons for pdf, txt, xml, zip, ico and a generic
 * one for the rest; a folder its own). Each drawing is a <symbol> written once per page
 * (FileIconSprite) and each node <use>s it: a list of a hundred files carries seven drawings, not
 * a hundred. The colours follow the theme. Decorative: the name beside it says what it is.
 */
const LABELLED = ["pdf", "txt", "xml", "zip", "ico"] as const;
const TONES: Record<string, string> = {
  pdf: "text-danger",
  txt: "text-muted",
  xml: "text-link",
  zip: "text-warning",
  ico: "text-success",
};

type Kind = "folder" | "file" | (typeof LABELLED)[number];

const kindOf = (type: "FILE" | "FOLDER", extension: string | null | undefined): Kind =>
  type === "FOLDER"
    ? "folder"
    : extension && (LABELLED as readonly string[]).includes(extension)
      ? (extension as Kind)
      : "file";

export function FileIcon({
  type,
  extension,
  className = "size-10",
}: {
  type: "FILE" | "FOLDER";
  extension: string | null | undefined;
  className?: string;
}) {
  const kind = kindOf(type, extension);
  const tone = kind === "folder" ? "text-link" : kind === "file" ? "text-subtle" : TONES[kind];
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={`${className} ${tone}`}>
      <use href={`#file-icon-${kind}`} />
    </svg>
  );
}

/** The drawings of the kinds on the page, once (hidden; FileIcon uses them). */
export function FileIconSprite({
  nodes,
}: {
  nodes: ReadonlyArray<{ type: "FILE" | "FOLDER"; fileStorage?: { extension: string } | null }>;
}) {
  const kinds = new Set(nodes.map((node) => kindOf(node.type, node.fileStorage?.extension)));
  if (!kinds.size) return null;
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {kinds.has("folder") ? (
        <symbol id="file-icon-folder" viewBox="0 0 40 40">
          <path
            d="M4 10a3 3 0 0 1 3-3h8l4 4h14a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z"
            fill="currentColor"
            opacity="0.85"
          />
        </symbol>
      ) : null}
      {[...kinds]
        .filter((kind) => kind !== "folder")
        .map((kind) => (
          <symbol key={kind} id={`file-icon-${kind}`} viewBox="0 0 40 40">
            <path
              d="M9 3h15l8 8v24a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M24 3v8h8" fill="none" stroke="currentColor" strokeWidth="2" />
            {kind !== "file" ? (
              <text
                x="20"
                y="29"
                textAnchor="middle"
                fontSize="8"
                fontWeight="700"
                fill="currentColor"
                fontFamily="sans-serif"
              >
                {kind.toUpperCase()}
              </text>
            ) : null}
          </symbol>
        ))}
    </svg>
  );
}
