// The largest brand the window can send (both images at the limit, every field at its longest) fits the browser
// host's body limit, so Settings → Your brand never meets a refusal the broker cannot act on.
import { describe, expect, it } from 'vitest';
import { brandSetSchema, MAX_BRAND_IMAGE_BYTES, type BrandSetInput } from '#shared/ipc/contract';
import { DEFAULT_HOST_LIMITS } from './host';

describe('a brand through the browser host', () => {
  it('fits the body limit with both images at their largest', () => {
    const png = Buffer.alloc(MAX_BRAND_IMAGE_BYTES, 7);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = { mime: 'image/png' as const, data: png.toString('base64') };
    const input: BrandSetInput = {
      name: 'ن'.repeat(120),
      brn: '1234567890',
      agency: 'ك'.repeat(120),
      phone: '+971 50 123 4567 89',
      email: `${'a'.repeat(180)}@agency.ae`,
      logo: image,
      photo: image,
    };
    expect(brandSetSchema.safeParse(input).success).toBe(true);
    const body = Buffer.byteLength(JSON.stringify(input));
    expect(body).toBeLessThan(DEFAULT_HOST_LIMITS.maxBodyBytes);
  });
});
