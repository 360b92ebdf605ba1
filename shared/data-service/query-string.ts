// Serializes validated operation parameters into the spec's query string (lists joined by commas).
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.map(String).join(',') : String(value));
  }
  return search.toString();
}
