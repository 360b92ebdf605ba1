// What the core says travels as a reference and is worded where it is shown: the same reference in four languages,
// nested messages in the sentence's language, sizes in the language's units, and references read back from storage
// checked (an earlier version's text kept as written, a message this version lacks shown by its id).
import { describe, expect, it } from 'vitest';
import { formatRef } from './messages';
import { asWritten, messageRefSchema, ref, storedNoteSchema } from './message-ref';

describe('a message reference', () => {
  it('is plain JSON, worded in each language where it is shown', () => {
    const said = ref('radar.skipped', { count: 2 });
    expect(JSON.parse(JSON.stringify(said))).toEqual(said);
    expect(formatRef('en', said)).toBe('2 stored listings could not be read or are of another purpose: left out.');
    expect(formatRef('ar', said)).toMatch(/^إعلانان محفوظان/);
    expect(formatRef('ru', said)).toMatch(/^2 сохранённых объявления/);
    expect(formatRef('zh', said)).toMatch(/^有 2 条已存房源/);
  });

  it('words a message inside another in the same language, set apart where directions can differ', () => {
    const advice = ref('answer.adviceCheckUnit', { setting: ref('answer.areaUnitSetting') });
    expect(formatRef('en', advice)).toContain('Settings → Connection → Area unit in responses');
    const arabic = formatRef('ar', advice);
    expect(arabic).toMatch(/\u2068[^\u2069]*الإعدادات/);
    expect(arabic).not.toMatch(/Settings/);
  });

  it('shows a size in the language’s units', () => {
    const said = ref('answer.notSaved.diskFull', { path: '/data/cache.db', free: { bytes: 5 * 1024 ** 2 } });
    expect(formatRef('en', said)).toContain('(5 MB free)');
    expect(formatRef('ru', said)).toContain('5 МБ');
  });

  it('is checked when read back, naming what is wrong', () => {
    expect(messageRefSchema.parse({ id: 'radar.skipped', args: { count: 3 } })).toEqual(
      ref('radar.skipped', { count: 3 }),
    );
    const unknown = messageRefSchema.safeParse({ id: 'radar.nothingLikeThis', args: {} });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toMatch(/"radar\.nothingLikeThis" is not a message of this version/);
    expect(messageRefSchema.safeParse({ id: 'radar.skipped', args: { count: { evil: true } } }).success).toBe(false);
  });

  it('reads a note stored by an earlier version (text) as written, and one from a newer version by its id', () => {
    expect(storedNoteSchema.parse('Nothing is stored for JVC.')).toEqual(asWritten('Nothing is stored for JVC.'));
    expect(formatRef('ar', storedNoteSchema.parse('Nothing is stored for JVC.'))).toContain(
      'Nothing is stored for JVC.',
    );
    expect(storedNoteSchema.parse({ id: 'market.fromTheFuture', args: { x: 1 } })).toEqual(
      asWritten('market.fromTheFuture'),
    );
  });
});

describe('a command-line flag around an argument', () => {
  it('is one left-to-right run in a right-to-left sentence, and as written in English', () => {
    expect(formatRef('ar', ref('error.cli.flagNeedsValue', { flag: 'agency' }))).toBe(
      'الخيار \u2068--agency\u2069 يحتاج إلى قيمة.',
    );
    expect(formatRef('en', ref('error.cli.flagNeedsValue', { flag: 'agency' }))).toBe('--agency needs a value.');
  });
});
