// A local write that failed, told in the window's language: what failed and where (the path kept in its order in
// Arabic), how much a full disk has free, and what to do; never "something went wrong inside the app".
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import { errorText } from './error-text';

const full: AppError = {
  code: 'storage',
  message: 'The disk holding /home/b/.config/aqar-lens is full (1.5 MB free), …',
  storage: { reason: 'disk-full', path: '/home/b/.config/aqar-lens', freeBytes: 1536 * 1024 },
};

describe('errorText for storage failures', () => {
  it('names the folder and its free space in every language, and keeps the core’s sentence as detail', () => {
    const texts = Object.fromEntries(LANGS.map((lang) => [lang, errorText(full, lang)]));
    expect(texts.en!.happened).toBe(
      'The disk holding \u2068/home/b/.config/aqar-lens\u2069 is full (1.5 MB free), so nothing could be saved there.',
    );
    expect(texts.ru!.happened).toContain('1,5 МБ');
    for (const lang of LANGS) {
      expect(texts[lang]!.happened, lang).toContain('\u2068/home/b/.config/aqar-lens\u2069');
      expect(texts[lang]!.detail).toBe(full.message);
      expect(texts[lang]!.todo.length, lang).toBeGreaterThan(10);
    }
    expect(new Set(LANGS.map((l) => texts[l]!.happened)).size).toBe(LANGS.length);
  });

  it('says which database is locked, which file is read-only, and which version wrote a workspace', () => {
    const locked = errorText(
      { code: 'storage', message: 'x', storage: { reason: 'locked', path: '/d/cache.db', database: 'cache' } },
      'en',
    );
    expect(locked.happened).toMatch(/^The offline cache \(\u2068\/d\/cache\.db\u2069\) is locked by another program/);
    expect(locked.todo).toMatch(/Try again in a moment/);
    const readOnly = errorText({ code: 'storage', message: 'x', storage: { reason: 'read-only', path: '/r' } }, 'ar');
    expect(readOnly.happened).toBe('\u2068/r\u2069 للقراءة فقط، لذا تعذّر الحفظ فيه.');
    const newer = errorText(
      { code: 'storage', message: 'x', storage: { reason: 'newer-version', path: '/w', writtenBy: '0.9.0' } },
      'zh',
    );
    expect(newer.happened).toContain('0.9.0');
  });
});
