// Every photo caption the demo service sends reads in each interface language; unknown captions stay as sent.
import { describe, expect, it } from 'vitest';
import { photoCaption } from '#shared/words/service-terms';
import { PHOTO_CAPTIONS as DEMO_CAPTIONS } from './vocabulary';

describe('photo captions', () => {
  it('reads every caption the demo service sends in each language, and leaves unknown ones as sent', () => {
    for (const caption of DEMO_CAPTIONS) {
      for (const lang of ['ar', 'ru', 'zh'] as const) expect(photoCaption(caption, lang), caption).not.toBe(caption);
      expect(photoCaption(caption, 'en')).toBe(caption);
    }
    expect(photoCaption('2D floor plan', 'ar')).toBe('مخطط ثنائي الأبعاد');
    expect(photoCaption('Rooftop terrace', 'ru')).toBe('Rooftop terrace');
  });
});
