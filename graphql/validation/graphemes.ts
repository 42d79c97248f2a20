/**
 * Text as people count it: user-perceived characters (grapheme clusters), so that an emoji, a
 * flag or a letter with combining accents is one character, not two to eleven UTF-16 units.
 * Falls back to code points where Intl.Segmenter is missing (older browsers).
 */
const segmenter =
  typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

export function graphemeCount(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/**
 * Letters that never join the character next to them into one: printable Latin (with Latin-1
 * and Latin Extended) and Cyrillic letters, none of them a combining mark, a joiner or a
 * surrogate. Two of them in a row are two user-perceived characters.
 */
const standsAlone = (code: number) =>
  (code >= 0x20 && code <= 0x7e) ||
  (code >= 0xa0 && code <= 0x2ff) ||
  (code >= 0x400 && code <= 0x482) ||
  (code >= 0x48a && code <= 0x52f);

/**
 * The first user-perceived character ("" for empty text). The names it is asked for (every
 * avatar's initials, 30 to a page) mostly start with such letters: those are answered without
 * the segmenter, which costs tens of microseconds per call.
 */
export const firstGrapheme = (text: string): string => {
  if (text.length > 0 && standsAlone(text.charCodeAt(0)) && (text.length === 1 || standsAlone(text.charCodeAt(1))))
    return text[0];
  return segmenter
    ? (segmenter.segment(text)[Symbol.iterator]().next().value?.segment ?? "")
    : (Array.from(text)[0] ?? "");
};
