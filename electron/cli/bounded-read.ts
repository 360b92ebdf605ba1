// Reading what the broker hands the CLI (a file, standard input) up to a size that makes sense for it. Read whole
// first, `aqar saved import /dev/zero` never returned, and a stray pipe could fill the process's memory.
import { createReadStream } from 'node:fs';
import { AppFailure } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';

/** The text of a stream, or a validation failure naming `what` once it passes `maxBytes`. */
export async function readBounded(stream: AsyncIterable<unknown>, maxBytes: number, what: MessageRef): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > maxBytes) {
      throw new AppFailure('validation', ref('error.cli.tooLarge', { what, limit: formatLimit(maxBytes) }));
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A file's text, up to `maxBytes` (devices and pipes included: their size is not known before reading). */
export function readFileBounded(file: string, maxBytes: number, what: MessageRef): Promise<string> {
  return readBounded(createReadStream(file, { highWaterMark: 64 * 1024 }), maxBytes, what);
}

function formatLimit(bytes: number): string {
  return bytes >= 1_000_000 ? `${Math.round(bytes / 1_000_000)} MB` : `${Math.round(bytes / 1000)} kB`;
}
