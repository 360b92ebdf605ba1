// The notices of local faults are told in the window's language, with the core's own sentence (paths, versions) as
// detail, and the ones Settings → Workspace explains send the broker there.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { NOTICE_CODES } from '#shared/ipc/contract';
import { noticeText } from './notice-text';

describe('noticeText', () => {
  it('tells every notice the core raises in every language, each its own sentence', () => {
    for (const lang of LANGS) {
      const texts = NOTICE_CODES.map((code) => noticeText('core sentence', lang, code));
      for (const [i, text] of texts.entries()) {
        expect(text.detail, `${lang} ${NOTICE_CODES[i]}`).toBe('core sentence');
        expect(text.text, `${lang} ${NOTICE_CODES[i]}`).not.toBe('core sentence');
      }
      expect(new Set(texts.map((t) => t.text)).size).toBe(NOTICE_CODES.length);
    }
  });

  it('sends a read-only data folder and a newer workspace to Settings, and a journal notice not', () => {
    expect(noticeText('x', 'en', 'data-folder-read-only').settings).toBe(true);
    expect(noticeText('x', 'ar', 'workspace-newer-version').settings).toBe(true);
    expect(noticeText('x', 'ru', 'requests-journaled').settings).toBe(false);
  });
});
