// The brand's boundary: what a broker types is checked before anything is kept, each bad value named, and an image
// is what its type says (its first bytes), no larger than the limit.
import { describe, expect, it } from 'vitest';
import { base64Bytes, brandSetSchema, MAX_BRAND_IMAGE_BYTES } from './brand';

// A 1×1 PNG, and the first bytes of a JPEG and a WebP.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = btoa('\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01');
const WEBP = btoa('RIFF\x24\x00\x00\x00WEBPVP8 \x18\x00\x00\x00');

const issues = (input: unknown) => {
  const parsed = brandSetSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('brand:set input', () => {
  it('takes a whole brand, trimmed, and blank boxes as none', () => {
    const parsed = brandSetSchema.parse({
      name: ' Layla Haddad ',
      brn: ' 45872 ',
      agency: '',
      phone: '+971 50 123 4567',
      email: 'layla@example.ae',
      logo: { mime: 'image/png', data: PNG },
    });
    expect(parsed).toMatchObject({ name: 'Layla Haddad', brn: '45872', agency: null, phone: '+971 50 123 4567' });
    expect(brandSetSchema.parse({ name: 'Layla' })).toEqual({
      name: 'Layla',
      brn: null,
      agency: null,
      phone: null,
      email: null,
    });
  });

  it('names each bad value', () => {
    expect(issues({ name: ' ' })).toEqual(['name: must not be empty']);
    expect(issues({ name: 'L', brn: 'BRN-45872' })).toEqual([
      'brn: must be 3 to 10 digits (the BRN on your RERA card)',
    ]);
    expect(issues({ name: 'L', phone: 'call me' })).toEqual([
      'phone: must be a phone number: digits, with + and spaces allowed',
    ]);
    expect(issues({ name: 'L', phone: '+1 (2) 3' })).toEqual(['phone: must have 7 to 15 digits']);
    expect(issues({ name: 'L', email: 'layla@' })).toEqual(['email: is not an e-mail address']);
    expect(issues({ name: 'L', website: 'x' })).toHaveLength(1);
  });

  it('takes PNG, JPEG and WebP files by their first bytes, and refuses one that is not what it says', () => {
    for (const [mime, data] of [
      ['image/png', PNG],
      ['image/jpeg', JPEG],
      ['image/webp', WEBP],
    ]) {
      expect(issues({ name: 'L', photo: { mime, data } }), mime).toEqual([]);
    }
    expect(issues({ name: 'L', logo: { mime: 'image/jpeg', data: PNG } })).toEqual(['logo.data: is not a JPEG file']);
    expect(issues({ name: 'L', logo: { mime: 'image/gif', data: PNG } })).toEqual([
      'logo.mime: must be a PNG, JPEG or WebP image',
    ]);
    expect(issues({ name: 'L', logo: { mime: 'image/png', data: 'this is not base64, it is a sentence' } })).toEqual([
      'logo.data: is not base64',
    ]);
  });

  it('refuses an image larger than the limit, naming it', () => {
    const big = 'A'.repeat(Math.ceil((MAX_BRAND_IMAGE_BYTES + 3) / 3) * 4);
    expect(base64Bytes(big)).toBeGreaterThan(MAX_BRAND_IMAGE_BYTES);
    expect(issues({ name: 'L', logo: { mime: 'image/png', data: PNG.slice(0, 20) + big } })).toEqual([
      'logo.data: is larger than 360 KB',
    ]);
  });

  it('keeps an image left out, and removes one given as null', () => {
    expect(brandSetSchema.parse({ name: 'L' })).not.toHaveProperty('logo');
    expect(brandSetSchema.parse({ name: 'L', logo: null }).logo).toBeNull();
  });
});
