// Reads the parts of a zip (an .xlsx) with node:zlib alone, so tests can look at the raw XML a workbook holds
// without trusting the library that wrote it.
import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

export function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('damaged central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}
