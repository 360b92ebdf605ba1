// Channels of the broker's brand (Settings → Your brand): read it, and set it whole. Images travel as base64 of the
// file's bytes and are copied into the workspace; a path on the broker's disk is never kept. One image at a time
// fits the browser host's body limit with room to spare (two of MAX_BRAND_IMAGE_BYTES do too).
import { z } from 'zod';
import type { BrandView } from '../../report/brand';
import { returns } from './returns';

export const BRAND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type BrandImageType = (typeof BRAND_IMAGE_TYPES)[number];
/** The largest logo or photo kept: plenty for a print cover, small enough to travel with the brand. */
export const MAX_BRAND_IMAGE_BYTES = 360 * 1024;

/** The first bytes each type of file begins with (WebP: "RIFF", 4 bytes of size, "WEBP"). */
const SIGNATURES: Readonly<Record<BrandImageType, (head: string) => boolean>> = {
  'image/png': (h) => h.startsWith('\x89PNG\r\n\x1a\n'),
  'image/jpeg': (h) => h.startsWith('\xff\xd8\xff'),
  'image/webp': (h) => h.startsWith('RIFF') && h.slice(8, 12) === 'WEBP',
};

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Bytes a base64 text decodes to. */
export function base64Bytes(text: string): number {
  return Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);
}

export const brandImageInputSchema = z
  .strictObject({
    mime: z.enum(BRAND_IMAGE_TYPES, { error: 'must be a PNG, JPEG or WebP image' }),
    /** The file's bytes, base64 (the browser host's body limit bounds its length before this is parsed). */
    data: z.string().min(16, 'is not an image file').regex(BASE64, 'is not base64'),
  })
  .superRefine((image, ctx) => {
    // Said once: a text that is not base64, or too short, has its issue already.
    if (image.data.length < 16 || !BASE64.test(image.data)) return;
    if (base64Bytes(image.data) > MAX_BRAND_IMAGE_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: `is larger than ${MAX_BRAND_IMAGE_BYTES / 1024} KB` });
      return;
    }
    if (!SIGNATURES[image.mime](atob(image.data.slice(0, 16)))) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: `is not a ${image.mime.slice(6).toUpperCase()} file` });
    }
  });
export type BrandImageInput = z.infer<typeof brandImageInputSchema>;

/** An empty box is no value: a blank BRN is none, not a wrong one. */
const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).default(null);

export const brandSetSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(120, 'is longer than 120 characters'),
  /** Broker registration number: the digits on the broker's RERA card. */
  brn: optional(
    z
      .string()
      .trim()
      .regex(/^\d{3,10}$/, 'must be 3 to 10 digits (the BRN on your RERA card)'),
  ),
  agency: optional(z.string().trim().max(120, 'is longer than 120 characters')),
  /** As dialled: an optional +, then 7 to 15 digits with spaces, dashes or brackets between. */
  phone: optional(
    z
      .string()
      .trim()
      .superRefine((phone, ctx) => {
        if (!/^\+?[\d\s()-]+$/.test(phone)) {
          ctx.addIssue({ code: 'custom', message: 'must be a phone number: digits, with + and spaces allowed' });
        } else if (!/^\d{7,15}$/.test(phone.replace(/\D/g, ''))) {
          ctx.addIssue({ code: 'custom', message: 'must have 7 to 15 digits' });
        }
      }),
  ),
  email: optional(
    z
      .string()
      .trim()
      .max(200, 'is longer than 200 characters')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'is not an e-mail address'),
  ),
  /** Absent: keep the image kept; null: remove it; an image: replace it. */
  logo: brandImageInputSchema.nullable().optional(),
  photo: brandImageInputSchema.nullable().optional(),
});
export type BrandSetInput = z.input<typeof brandSetSchema>;
export type BrandSet = z.output<typeof brandSetSchema>;

export const BRAND_CHANNELS = {
  /** The brand kept, or null before the broker has set one. */
  'brand:get': { input: z.strictObject({}), output: returns<BrandView | null>() },
  'brand:set': { input: brandSetSchema, output: returns<BrandView>() },
} as const;
