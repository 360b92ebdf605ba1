// Reads a comma-separated list of numbers (SQLite's group_concat of a column) into a typed array without making a
// string per value: plain decimals are parsed from the character codes, anything else falls back to Number().
// An empty field is NaN (a NULL kept in place by coalesce(x, '')).

type NumberArray = Float64Array | Int32Array;

export function parseNumberList<T extends NumberArray>(text: string, into: T, expected: number): T {
  let index = 0;
  let start = 0;
  const length = text.length;
  while (start <= length && index < expected) {
    let end = start;
    let value = 0;
    let negative = false;
    let scale = 0;
    let plain = true;
    for (; end < length; end++) {
      const c = text.charCodeAt(end);
      if (c === 44) break; // ','
      if (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        if (scale > 0) scale *= 10;
      } else if (c === 46 && scale === 0)
        scale = 1; // '.'
      else if (c === 45 && end === start)
        negative = true; // '-'
      else plain = false;
    }
    let parsed: number;
    if (end === start) parsed = Number.NaN;
    else if (plain) parsed = (negative ? -value : value) / (scale || 1);
    else parsed = Number(text.slice(start, end));
    into[index++] = parsed;
    start = end + 1;
  }
  if (index !== expected) throw new Error(`a column list held ${index} values where ${expected} were expected`);
  return into;
}
