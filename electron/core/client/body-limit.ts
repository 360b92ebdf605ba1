// A ceiling on what one answer may weigh. A page of the data service is a few hundred kilobytes; a broken or hostile
// gateway (an endless stream, a compression bomb, a mirror serving a file) could otherwise fill the memory of the
// process that owns the window before any parser sees a byte. Counted after decompression, so a small gzip that
// unpacks to gigabytes is stopped as it unpacks.
import { PermanentFailure } from './retry';
import { ref } from '#shared/messages/message-ref';

/** 32 MiB: a hundred times the largest page seen from the real gateway (a detail with every photo and language). */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

function tooLarge(what: string, limit: number): PermanentFailure {
  return new PermanentFailure('malformed-response', ref('error.client.tooLarge', { what, limit: { bytes: limit } }));
}

/** The body as text, refused (and its download stopped) once it passes `limit` bytes. */
export async function readLimitedText(response: Response, what: string, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  // A declared length is of the encoded body; only an identity body's can be judged before reading.
  const encoded = (response.headers.get('content-encoding') ?? 'identity').toLowerCase() !== 'identity';
  if (!encoded && Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge(what, limit);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(what, limit);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
