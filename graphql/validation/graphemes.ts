/**
 * Text as people count it: user-perceived characters (grapheme clusters), so that an emoji, a
 * flag or a letter with combining accents is one character, not two to eleven UTF-16 units.
 * Falls back to code points where Intl.Segmenter is missing (older browsers).
 */
const segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

export function graphemeCount(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/** The first user-perceived character ("" for empty text). */
export const firstGrapheme = (text: string): string => (segmenter ? (segmenter.segment(text)[Symbol.iterator]().next().value?.segment ?? "") : (Array.from(text)[0] ?? ""));
