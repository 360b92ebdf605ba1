// A normalized record as flat text fields for the terminal's tables: nested fields dotted, lists joined. (Files
// are written from typed columns: core/export/csv-writer.)
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
