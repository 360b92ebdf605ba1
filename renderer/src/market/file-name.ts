// A file's name from the words of what it holds: letters and digits of any script, dashes between, at most 100
// characters.

const MAX_FILE_NAME = 100;

/** A file name from words: letters (with their marks: Arabic "شهرًا" stays one word) and digits, dashes between. */
export function fileNameOf(...parts: string[]): string {
  const slug = (text: string) =>
    text
      .normalize('NFKC')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase();
  // The last part (what the file holds: "trend", "yield") is kept whole; the query before it is cut between words
  // ("…-6-months-c.xlsx" was cut inside one, and its subject lost).
  // What it holds is kept whole up to half the name, so the query always keeps a part too.
  const last =
    parts.length > 1
      ? slug(parts.at(-1)!)
          .slice(0, MAX_FILE_NAME / 2)
          .replace(/-+$/, '')
      : '';
  let head = slug(parts.slice(0, parts.length > 1 ? -1 : undefined).join(' '));
  const room = MAX_FILE_NAME - (last ? last.length + 1 : 0);
  if (head.length > room) {
    const cut = head.slice(0, room + 1).lastIndexOf('-');
    head = cut > room / 2 ? head.slice(0, cut) : head.slice(0, room);
  }
  return [head, last].filter(Boolean).join('-') || 'market';
}
