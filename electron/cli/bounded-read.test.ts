import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { asWritten } from '#shared/messages/message-ref';
import { readBounded } from './bounded-read';

describe('readBounded', () => {
  it('reads a stream whole within its limit, across chunks and multi-byte letters', async () => {
    const text = 'دبي مارينا'.repeat(100);
    const bytes = Buffer.from(text);
    const chunks = [bytes.subarray(0, 7), bytes.subarray(7)];
    expect(await readBounded(Readable.from(chunks), bytes.length, asWritten('x'))).toBe(text);
  });

  it('stops as soon as the limit is passed, naming what was read', async () => {
    async function* endless() {
      for (;;) yield Buffer.alloc(64 * 1024);
    }
    await expect(readBounded(endless(), 1_000_000, asWritten('/dev/zero'))).rejects.toThrow(
      '/dev/zero is larger than 1 MB',
    );
  });
});
