// What a failure says to the broker: a local write that failed, told in the window's language (what failed and
// where, how much a full disk has free, what to do), and a window's own call the contract refused (issue 34), said
// as the app's fault, never in the contract's terms.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { appError, type AppError } from '#shared/errors';
import { isolate } from '#shared/text/bidi-controls';
import { ref } from '#shared/messages/message-ref';
import { toldFailed } from '../export/export-outcome';
import { errorText } from './error-text';

const HOME = '/home/b/.config/aqar-lens';
const full = appError('storage', ref('error.storage.diskFull', { path: HOME, free: { bytes: 1536 * 1024 } }), {
  storage: { reason: 'disk-full', path: HOME, freeBytes: 1536 * 1024 },
});

describe('errorText for storage failures', () => {
  it('names the folder and its free space in every language, and keeps the core’s sentence as detail', () => {
    const texts = Object.fromEntries(LANGS.map((lang) => [lang, errorText(full, lang)]));
    expect(texts.en!.happened).toBe(
      'The disk holding /home/b/.config/aqar-lens is full (1.5 MB free), so nothing could be saved there.',
    );
    expect(texts.ru!.happened).toContain('1,5 МБ');
    // A Latin path in a right-to-left sentence is isolated, so its slashes keep their order.
    expect(texts.ar!.happened).toContain(isolate(HOME));
    for (const lang of LANGS) {
      expect(texts[lang]!.happened, lang).toContain(HOME);
      expect(texts[lang]!.detail, lang).toContain(HOME);
      expect(texts[lang]!.todo.length, lang).toBeGreaterThan(10);
    }
    expect(texts.en!.detail).toBe(full.message);
    expect(new Set(LANGS.map((l) => texts[l]!.happened)).size).toBe(LANGS.length);
  });

  it('says which database is locked, which file is read-only, and which version wrote a workspace', () => {
    const locked = errorText(
      { code: 'storage', message: 'x', storage: { reason: 'locked', path: '/d/cache.db', database: 'cache' } },
      'en',
    );
    expect(locked.happened).toMatch(/^The offline cache \(\/d\/cache\.db\) is locked by another program/);
    expect(locked.todo).toMatch(/Try again in a moment/);
    const readOnly = errorText({ code: 'storage', message: 'x', storage: { reason: 'read-only', path: '/r' } }, 'ar');
    expect(readOnly.happened).toBe(`${isolate('/r')} للقراءة فقط، لذا تعذّر الحفظ فيه.`);
    const newer = errorText(
      { code: 'storage', message: 'x', storage: { reason: 'newer-version', path: '/w', writtenBy: '0.9.0' } },
      'zh',
    );
    expect(newer.happened).toContain('0.9.0');
  });
});

const refused: AppError = {
  code: 'validation',
  message: 'Invalid input of export:table: sheets.0.rowKinds: must give one kind per row',
  field: 'sheets.0.rowKinds',
  inputRefused: true,
};
const CONTRACT_TERMS = /export:table|rowKinds|sheets\.0|Invalid input|must give/;

describe('a refused call of the window', () => {
  for (const lang of LANGS) {
    it(`is said as a fault of the app with what to do, never in the contract's terms (${lang})`, () => {
      const said = errorText(refused, lang, () => undefined);
      expect(`${said.happened} ${said.todo}`).not.toMatch(CONTRACT_TERMS);
      expect(said.happened).not.toBe(errorText({ code: 'validation', message: 'x' }, lang).happened);
      // The technical sentence stays behind "Details" (and in the log).
      expect(said.detail).toContain(refused.message);
      const told = toldFailed(refused, lang);
      expect(told.level).toBe('error');
      expect(told.text).not.toMatch(CONTRACT_TERMS);
      expect(told.text).toContain(said.happened);
    });
  }

  it('reads as a sentence a broker can act on (en)', () => {
    const said = errorText(refused, 'en');
    expect(said.happened).toBe('Aqar Lens prepared this request wrongly: a fault in the app, not in your data.');
    expect(said.todo).toBe(
      'Nothing was spent or changed. Try again; if it fails again, report it (the details are in the app’s log).',
    );
  });
});

describe('errorText for a search never fetched while the broker works offline (issue 34, the research day)', () => {
  const chosen: AppError = {
    code: 'offline',
    message: 'Working offline, and this search has not been fetched before.',
    workingOffline: true,
  };

  it('says it is the Work offline switch, not the internet, and names the switch to turn off', () => {
    const en = errorText(chosen, 'en');
    expect(en.happened).toBe(
      'You are working offline, and this has never been fetched, so it is not in the offline cache.',
    );
    expect(en.todo).toBe('To fetch it, switch off “Work offline” in the status bar; that spends requests.');
    expect(`${en.happened} ${en.todo}`).not.toMatch(/internet|cannot be reached/);
    for (const lang of LANGS) {
      const said = errorText(chosen, lang);
      expect(said.todo, lang).not.toBe(errorText({ ...chosen, workingOffline: undefined }, lang).todo);
      expect(said.detail).toContain(chosen.message);
    }
    expect(errorText(chosen, 'ar').todo).toContain(`«${isolate('العمل دون اتصال')}»`);
  });

  it('still says to check the connection when the service could not be reached', () => {
    expect(errorText({ code: 'offline', message: 'fetch failed' }, 'en').todo).toBe(
      'Check the internet connection and try again.',
    );
  });
});

describe('the detail is what the core said, worded in the window’s language', () => {
  const locked = appError('storage', ref('error.storage.locked', { database: 'cache', path: '/d/cache.db' }), {
    storage: { reason: 'locked', path: '/d/cache.db', database: 'cache' },
  });

  it('in Arabic and Hindi, naming the locked database and its file, with the English kept for the log', () => {
    expect(locked.message).toBe(
      'The offline cache database (/d/cache.db) is locked by another program (another Aqar Lens window, an aqar ' +
        'command or a backup tool). Try again in a moment; if it stays locked, close the other program.',
    );
    const ar = errorText(locked, 'ar').detail;
    expect(ar).toBe(
      `قاعدة بيانات ذاكرة العمل دون اتصال (${isolate('/d/cache.db')}) مقفلة من برنامج آخر (نافذة أخرى من Aqar Lens ` +
        'أو أمر aqar أو أداة نسخ احتياطي). أعد المحاولة بعد قليل؛ وإن بقيت مقفلة فأغلق البرنامج الآخر.',
    );
    const hi = errorText(locked, 'hi').detail;
    expect(hi).toMatch(/^ऑफ़लाइन कैश डेटाबेस \(\/d\/cache\.db\) किसी दूसरे प्रोग्राम ने लॉक किया हुआ है/);
  });

  it('a full disk’s free space in each language’s digits and units', () => {
    const disk = appError('storage', ref('error.storage.diskFull', { path: '/d', free: { bytes: 40 * 1024 ** 2 } }), {
      storage: { reason: 'disk-full', path: '/d', freeBytes: 40 * 1024 ** 2 },
    });
    expect(errorText(disk, 'en').detail).toContain('(40 MB free)');
    expect(errorText(disk, 'hi').detail).toContain('40');
    expect(errorText(disk, 'hi').detail).toMatch(/^\/d वाली डिस्क भरी हुई है/);
    expect(errorText(disk, 'ar').detail).toContain('المساحة الحرة');
  });

  it('an error of an earlier version, without `said`, shows its message as written', () => {
    const old: AppError = { code: 'upstream', message: 'HTTP 502 from the gateway' };
    expect(errorText(old, 'hi').detail).toBe('HTTP 502 from the gateway');
    expect(errorText(old, 'ar').detail).toBe(isolate('HTTP 502 from the gateway'));
  });
});
