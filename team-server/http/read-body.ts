// Reads a request body up to its route's size limit: a declared length over it is refused before reading, and a
// body that grows past it is cut off.
import type { IncomingMessage } from 'node:http';
import { TeamFailure } from '../errors';
import { ref } from '#shared/messages/message-ref';

function tooLarge(maxBytes: number): TeamFailure {
  // The limit as the server's log and the contract's schemas write it ("16 KB"), whatever the laptop's language.
  const size =
    maxBytes >= 1024 * 1024 ? `${(maxBytes / 1024 / 1024).toFixed(0)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return new TeamFailure('too-large', ref('error.teamServer.tooLarge', { limit: size }));
}

export function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.reject(tooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error: Error | null, text?: string): void => {
      if (done) return;
      done = true;
      req.off('data', onData);
      if (error) reject(error);
      else resolve(text!);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) finish(tooLarge(maxBytes));
      else chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => finish(null, Buffer.concat(chunks).toString('utf8')));
    req.on('error', (error) => finish(error));
    req.on('close', () => finish(new Error('the client went away before sending the whole request')));
  });
}
