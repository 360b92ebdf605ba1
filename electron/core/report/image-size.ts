// The width and height a PNG, JPEG or WebP file declares, read from its header without decoding it: the report lays
// a logo out by its proportions. Null where the header cannot be read (the image is kept all the same).
import type { BrandImageType } from '#shared/ipc/contract';

export interface ImageSize {
  width: number;
  height: number;
}

function png(b: Buffer): ImageSize | null {
  // Signature (8), IHDR length (4) and type (4), then width and height.
  return b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR'
    ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
    : null;
}

/** JPEG: walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC). */
function jpeg(b: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webp(b: Buffer): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

export function imageSize(mime: BrandImageType, bytes: Buffer): ImageSize | null {
  try {
    const size = mime === 'image/png' ? png(bytes) : mime === 'image/jpeg' ? jpeg(bytes) : webp(bytes);
    return size && size.width > 0 && size.height > 0 ? size : null;
  } catch {
    // A header cut short: the size is unknown, the image is still the broker's.
    return null;
  }
}
