// CSV of normalized records: one column per field (nested fields dotted, lists joined), a BOM so that Excel
// reads Arabic correctly, and cells that cannot start a formula.
function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (value === null || value === undefined) {
    out[prefix] = '';
  } else if (Array.isArray(value)) {
    out[prefix] = value
      .map((v) =>
        v !== null && typeof v === 'object' ? String((v as { name?: unknown }).name ?? JSON.stringify(v)) : String(v),
      )
      .join(value.every((v) => typeof v === 'object') ? ' > ' : '; ');
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = String(value);
  }
}

export function flattenRecord(record: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  flatten(record, '', out);
  return out;
}

function cell(text: string): string {
  // A cell that starts with = + - @ would run as a formula in a spreadsheet; a leading quote keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The records as CSV. `header` names the columns up front, so that a table with no rows still has its header line
 * (an empty file would say nothing about what was asked); columns found only in the records follow it.
 */
export function toCsv(records: readonly unknown[], header: readonly string[] = []): string {
  const rows = records.map(flattenRecord);
  const columns: string[] = [...header];
  const seen = new Set<string>(header);
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  const lines = [columns.map(cell).join(','), ...rows.map((row) => columns.map((c) => cell(row[c] ?? '')).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
