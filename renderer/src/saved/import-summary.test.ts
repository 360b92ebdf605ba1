// Pins what an import says: how many searches came in, and how many of the file's were already saved here.
import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary';

describe('importSummary', () => {
  it('counts the searches imported', () => {
    expect(importSummary({ imported: 2, alreadySaved: 0 }, 'en')).toBe('Imported 2 saved searches.');
  });

  it('says how many were already saved here, beside those imported or alone', () => {
    expect(importSummary({ imported: 1, alreadySaved: 2 }, 'en')).toBe(
      'Imported 1 saved search. 2 searches in the file are already saved here and were skipped.',
    );
    expect(importSummary({ imported: 0, alreadySaved: 3 }, 'en')).toBe(
      'All 3 searches in the file are already saved here: nothing was imported.',
    );
    expect(importSummary({ imported: 0, alreadySaved: 1 }, 'ar')).toBe(
      'البحث الذي في الملف محفوظ هنا من قبل: لم يُستورد شيء.',
    );
    expect(importSummary({ imported: 1, alreadySaved: 5 }, 'ru')).toContain('5 поисков из файла уже сохранены');
    expect(importSummary({ imported: 0, alreadySaved: 2 }, 'zh')).toContain('2');
  });
});
