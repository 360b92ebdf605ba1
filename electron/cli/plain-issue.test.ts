// Pins how a refused flag value reads: zod's wording turned into plain sentences, a schema's own wording kept.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatRef } from '#shared/messages/messages';
import { plainIssue } from './plain-issue';

const said = (schema: z.ZodType, value: unknown, lang: 'en' | 'hi' | 'ar' = 'en'): string =>
  formatRef(lang, plainIssue(schema.safeParse(value).error!.issues[0]!));

describe('plain issue', () => {
  it('says what a flag takes in plain words', () => {
    expect(said(z.enum(['snapshot', 'day', 'week']), 'fortnight')).toBe('must be one of snapshot, day, week');
    expect(said(z.number().min(1), -5)).toBe('must be 1 or more');
    expect(said(z.number().max(10_000), 999_999_999_999)).toBe('must be 10,000 or less');
    expect(said(z.number().positive(), 0)).toBe('must be more than 0');
    expect(said(z.number(), 'x')).toBe('must be a number');
    expect(said(z.string().min(1), '')).toBe('must not be empty');
  });

  it('says it in the language asked for, figures grouped as that language groups them', () => {
    expect(said(z.number().max(1_250_000), 99_999_999, 'hi')).toBe('12,50,000 या कम होना चाहिए');
    expect(said(z.number(), 'x', 'ar')).toBe('يجب أن تكون رقمًا');
  });

  it("keeps a schema's own words", () => {
    expect(said(z.number().min(0, 'must be 0 (studio) to 5 (five or more)'), -1)).toBe(
      'must be 0 (studio) to 5 (five or more)',
    );
  });
});
