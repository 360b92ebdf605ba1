// The notices of local faults are told in the window's language, with the core's own sentence (paths, versions) as
// detail, and the ones Settings → Workspace explains send the broker there.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { NOTICE_CODES } from '#shared/ipc/contract';
import { ref } from '#shared/messages/message-ref';
import { noticeText } from './notice-text';

describe('noticeText', () => {
  it('tells every notice the core raises in every language, each its own sentence', () => {
    for (const lang of LANGS) {
      const texts = NOTICE_CODES.map((code) => noticeText({ message: 'core sentence', code }, lang));
      for (const [i, text] of texts.entries()) {
        expect(text.detail, `${lang} ${NOTICE_CODES[i]}`).toContain('core sentence');
        expect(text.text, `${lang} ${NOTICE_CODES[i]}`).not.toBe('core sentence');
      }
      expect(new Set(texts.map((t) => t.text)).size).toBe(NOTICE_CODES.length);
    }
  });

  it('sends a read-only data folder and a newer workspace to Settings, and a journal notice not', () => {
    expect(noticeText({ message: 'x', code: 'data-folder-read-only' }, 'en').settings).toBe(true);
    expect(noticeText({ message: 'x', code: 'workspace-newer-version' }, 'ar').settings).toBe(true);
    expect(noticeText({ message: 'x', code: 'requests-journaled' }, 'ru').settings).toBe(false);
  });

  it('words what the core said in the window’s language: as detail of a known notice, as the text of another', () => {
    const locked = {
      message: 'English for the log',
      said: ref('error.storage.locked', { database: 'workspace', path: '/d/workspace.db' }),
      code: 'requests-journaled' as const,
    };
    expect(noticeText(locked, 'hi').detail).toMatch(/^वर्कस्पेस डेटाबेस \(\/d\/workspace\.db\)/);
    expect(noticeText({ ...locked, code: undefined }, 'ar').text).toMatch(/^قاعدة بيانات مساحة العمل/);
    expect(noticeText({ ...locked, code: undefined }, 'en').text).not.toContain('English for the log');
  });
});
