// Reads the CSV files the app and the `aqar` command write, as a spreadsheet would: a byte-order mark first, fields
// quoted by RFC 4180 (quotes doubled, commas and line breaks inside quotes), CRLF line ends.
import { readFileSync } from 'node:fs';

/** Every record's fields; the BOM is dropped, a final line end ends the last record. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** The header and the rows of a CSV file, each row keyed by its column's header. */
export function readCsv(file: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...lines] = parseCsv(readFileSync(file, 'utf8'));
  return { header, rows: lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i] ?? '']))) };
}
