// GET /api/download/<id>?token=…: browser mode's way to hand the broker a finished export (no save dialog there).
// The page's session token is required as for every API route, the id must be one the export service issued and
// still holds, and the file is sent as an attachment under its own name. Refusals close the connection.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { DOWNLOAD_PATH, downloadIdSchema } from '#shared/ipc/contract/export';
import { CONTENT_TYPES, type Download } from '#core/export/downloads';
import { send } from './http-reply';

export { DOWNLOAD_PATH };

export interface DownloadRouteOptions {
  /** Looks up a finished export by id (the export service). */
  find(id: string): Download | null;
  /** Whether the request carried this session's token. */
  authorized: boolean;
  /** The host's security headers, sent on every answer. */
  headers: Readonly<Record<string, string>>;
}

/** Content-Disposition for any file name: an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function serveDownload(
  req: IncomingMessage,
  res: ServerResponse,
  url: { pathname: string },
  options: DownloadRouteOptions,
): Promise<void> {
  // Through the host's one way of answering: every refusal says Connection: close and closes the socket.
  const plain = (status: number, text: string): void =>
    send(res, status, text, 'text/plain; charset=utf-8', { ...options.headers, 'cache-control': 'no-store' });
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Use GET to download an export.');
  if (!options.authorized) return plain(403, 'Missing or wrong session token.');
  const id = downloadIdSchema.safeParse(url.pathname.slice(DOWNLOAD_PATH.length));
  const download = id.success ? options.find(id.data) : null;
  if (!download) return plain(404, 'This export is no longer available: export it again.');
  const size = (await stat(download.file)).size;
  res.writeHead(200, {
    ...options.headers,
    'content-type': CONTENT_TYPES[download.format],
    'content-length': String(size),
    'content-disposition': attachment(download.fileName),
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') return void res.end();
  await pipeline(createReadStream(download.file), res);
}
