// Reads a request body up to a size cap without destroying the request, so the host can still answer 413.
import type { IncomingMessage } from 'node:http';

export type BodyOutcome = { kind: 'ok'; text: string } | { kind: 'too-large' } | { kind: 'aborted' };

/**
 * Resolves once the body has arrived, grown past `maxBytes` (the rest is then drained and discarded while the
 * refusal is sent) or the client went away. A declared Content-Length over the cap is refused before reading.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyOutcome> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: BodyOutcome): void => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      chunks.length = 0;
      resolve(outcome);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) settle({ kind: 'too-large' });
      else chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      settle({ kind: 'ok', text });
    });
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('close', () => settle({ kind: 'aborted' }));
  });
}
