// Demo listing texts in Russian: the bedroom label joins the type name as Russian writes it ("Квартира-студия",
// "Вилла с 5 спальнями"), and a listing with no bedrooms leaves no stray space or hyphen.
import { describe, expect, it } from 'vitest';
import { fill } from '#shared/words/translated';
import { BEDROOM_LABELS, DESCRIPTION_TEMPLATES, TITLE_TEMPLATES } from './vocabulary';

const values = (beds: string, type: string) => ({
  beds,
  type,
  place: 'Дубай Марина',
  feature: 'Вид на море',
  area: '700 фт²',
  agency: 'A',
});

describe('Russian demo texts', () => {
  const templates = [...TITLE_TEMPLATES, ...DESCRIPTION_TEMPLATES].map((t) => t.ru);

  it('write a studio as one hyphenated word and bedrooms after a space', () => {
    for (const template of templates) {
      expect(fill(template, values(BEDROOM_LABELS.studio.ru, 'Квартира'))).toContain('Квартира-студия');
      expect(fill(template, values(BEDROOM_LABELS.one.ru, 'Квартира'))).toContain('Квартира с 1 спальней');
      expect(fill(template, values(fill(BEDROOM_LABELS.many.ru, { n: '5' }), 'Вилла'))).toContain(
        'Вилла с 5 спальнями',
      );
      expect(fill(template, values(BEDROOM_LABELS.studio.ru, 'Квартира'))).not.toContain('Квартира студия');
    }
  });

  it('read well with no bedroom label (commercial listings)', () => {
    for (const template of templates) {
      const text = fill(template, values('', 'Офис'));
      expect(text).toMatch(/Офис[ |.,]/);
      expect(text).not.toMatch(/Офис-|\{/);
    }
  });
});
