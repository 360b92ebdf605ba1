// The size each kind of image declares in its header, and none (not a failure) for a header cut short.
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/support/png';
import { imageSize } from './image-size';

/** A baseline JPEG's start: SOI, an APP0 segment, then SOF0 with height 40 and width 120. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x28, 0x00, 0x78, 0x03, 0x01,
]);
/** A lossy WebP's start: RIFF, WEBP, a "VP8 " chunk, its frame tag and start code, width 300 and height 200. */
const WEBP = Buffer.concat([
  Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 \x00\x00\x00\x00', 'latin1'),
  Buffer.from([0x00, 0x00, 0x00, 0x9d, 0x01, 0x2a, 0x2c, 0x01, 0xc8, 0x00]),
]);

describe('image sizes', () => {
  it('reads a PNG, a JPEG and a WebP header', () => {
    expect(imageSize('image/png', solidPng(120, 40))).toEqual({ width: 120, height: 40 });
    expect(imageSize('image/jpeg', JPEG)).toEqual({ width: 120, height: 40 });
    expect(imageSize('image/webp', WEBP)).toEqual({ width: 300, height: 200 });
  });

  it('gives none for a header cut short', () => {
    expect(imageSize('image/png', solidPng(120, 40).subarray(0, 20))).toBeNull();
    expect(imageSize('image/jpeg', JPEG.subarray(0, 10))).toBeNull();
    expect(imageSize('image/webp', WEBP.subarray(0, 12))).toBeNull();
  });
});
