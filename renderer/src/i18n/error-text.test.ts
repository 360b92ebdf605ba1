// What a failure says to the broker. Issue 34: a window's own call the contract refused reached the screen in the
// contract's terms ("Invalid input of export:table: sheets.0.rowKinds: must give one kind per row").
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import { toldFailed } from '../export/export-outcome';
import { errorText } from './error-text';

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
      expect(said.detail).toBe(refused.message);
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
