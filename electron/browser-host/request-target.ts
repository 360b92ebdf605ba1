// Parses the request target without ever throwing: anything that is not a plain origin-form path is refused.
const BASE = 'http://127.0.0.1';

export interface RequestTarget {
  pathname: string;
  searchParams: URLSearchParams;
}

/**
 * Only origin-form targets ("/path?query") with a decodable path are served. Absolute-form, asterisk-form and
 * targets the URL parser would read as another host ("//host", "/\host") are refused, as is anything the parser
 * rejects ("//[").
 */
export function parseTarget(raw: string | undefined): RequestTarget | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // A path whose percent-encoding cannot be decoded names nothing we serve: refuse it here, once, for every route.
  if (decodePath(url.pathname) === null) return null;
  return { pathname: url.pathname, searchParams: url.searchParams };
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The channel name of `/api/invoke/<channel>`, percent-decoded; null when the encoding is malformed. */
export function decodeChannel(encoded: string): string | null {
  return decodePath(encoded);
}
