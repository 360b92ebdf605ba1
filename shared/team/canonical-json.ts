// Canonical JSON for content addressing: the same value always gives the same text, whoever wrote it, so a
// listing state's hash (hex sha-256 of this text as UTF-8) is the same on every laptop and on the server.
/**
 * Object keys sorted by UTF-16 code units at every depth, no whitespace, numbers and strings as JSON.stringify
 * writes them. `undefined` members are left out (as JSON.stringify does); a non-finite number or a value JSON
 * cannot hold is refused, as it would not survive the trip.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonical JSON cannot hold the number ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  }
  if (typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const members: string[] = [];
    for (const key of keys) {
      const member = (value as Record<string, unknown>)[key];
      if (member === undefined) continue;
      members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`);
    }
    return `{${members.join(',')}}`;
  }
  throw new TypeError(`canonical JSON cannot hold a ${typeof value}`);
}

/** A content hash as it travels: 64 lowercase hex digits (sha-256). */
export const HASH_PATTERN = /^[0-9a-f]{64}$/;
