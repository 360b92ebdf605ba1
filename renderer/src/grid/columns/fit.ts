// How wide a column must be for its header and its short labels to read whole in the interface language. Headers
// wrap between words (the grid's default column), so a header needs room for its longest word, not its whole text;
// a label cell (a property type, "Studio") never wraps, so it needs room for the longest label. Widths are estimated
// from the app's sans-serif at 12–13 px rather than measured: column definitions are built before any cell exists,
// and an estimate a little on the generous side costs a few pixels where a cut word costs the broker a guess.

/** The grid's cell and header padding, both sides (Quartz: twice the spacing of 6 px on each side). */
const PADDING = 24;
/** Room a header keeps beside its text for the sort arrow (Quartz: 22 px). */
const SORT_ICON = 22;
/** Label cells wider than this are cut with an ellipsis rather than widen the column past reason. */
const MAX_LABEL_WIDTH = 200;

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u;
const CYRILLIC_LOWER = /[\u0430-\u045f]/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const NARROW = /[\s.,:;'"()[\]/\-–—·%²]/u;

/** Estimated width in pixels of a text in the app's font at 13 px (12 px semibold headers measure about the same). */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (CJK.test(ch)) width += 13;
    else if (ARABIC.test(ch)) width += 6.2;
    else if (UPPER.test(ch)) width += 9.5;
    else if (CYRILLIC_LOWER.test(ch)) width += 8.2;
    else if (DIGIT.test(ch)) width += 7.5;
    else if (NARROW.test(ch)) width += 4.5;
    else width += 7.2;
  }
  return Math.ceil(width);
}

/**
 * The pieces a wrapped header keeps on one line: words between spaces; Chinese is kept whole too (the grid's
 * headers break Chinese only at spaces and brackets, word-break: keep-all), so "面积（平方英尺）" is "面积" and
 * "（平方英尺）".
 */
export function unbreakable(text: string): string[] {
  return text
    .split(/\s+|(?=[（(])|(?<=[）)])/u)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
}

/** The narrowest a column can be with its header's longest word whole beside the sort arrow. */
export function headerMinWidth(header: string): number {
  const longest = Math.max(0, ...unbreakable(header).map(textWidth));
  return Math.ceil(longest + PADDING + SORT_ICON);
}

/** The width that shows the longest of these labels whole in a cell, up to a reasonable limit. */
export function labelWidth(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map(textWidth));
  return Math.min(MAX_LABEL_WIDTH, Math.ceil(longest + PADDING));
}
