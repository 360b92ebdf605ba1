// The detail pages' messages (`details.*`): translated rather than copied from English, and one for every rent
// frequency and error code of the contract (a code without one would throw where the page shows its advice).
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { RENT_FREQUENCIES } from '#shared/data-service/params';
import { ERROR_CODES } from '#shared/errors';
import { formatMessage } from '#shared/messages/format-message';
import { loadMessages } from '../i18n/load-messages';
import { isMessageId } from '../i18n/say';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

describe('details messages', () => {
  it('translates, rather than copies, the English sentences', () => {
    for (const lang of ['ar', 'ru', 'zh'] as const) {
      for (const id of ['details.noOwnerId', 'details.errorAdvice.offline'] as const) {
        expect(formatMessage(lang, id), `${lang}: ${id}`).not.toBe(formatMessage('en', id));
      }
      const pageOf = { page: 1, pages: 2 };
      expect(formatMessage(lang, 'details.pageOf', pageOf)).not.toBe(formatMessage('en', 'details.pageOf', pageOf));
    }
  });

  it('covers every rent frequency and error code of the contract', () => {
    for (const f of RENT_FREQUENCIES) expect(isMessageId(`details.perFrequency.${f}`), f).toBe(true);
    for (const code of ERROR_CODES) expect(isMessageId(`details.errorAdvice.${code}`), code).toBe(true);
    for (const lang of LANGS) {
      for (const code of ERROR_CODES)
        expect(formatMessage(lang, `details.errorAdvice.${code}`).length).toBeGreaterThan(5);
    }
  });
});
