// Command-line parsing: flags given twice are refused, except where the command allows a list.
import { describe, expect, it } from 'vitest';
import { MARKET_REPEATS, parseArgv } from './argv';

describe('parseArgv', () => {
  it('refuses a flag given twice', () => {
    expect(() => parseArgv(['transactions', '--location', 'A', '--location', 'B'], MARKET_REPEATS)).toThrow(
      /--location is given twice/,
    );
  });

  it('lets aqar market take several --location flags, in order', () => {
    const parsed = parseArgv(
      ['market', 'trends', '--location', 'Dubai Marina', '--location=JVC', '--json'],
      MARKET_REPEATS,
    );
    expect(parsed.lists.get('location')).toEqual(['Dubai Marina', 'JVC']);
    expect(parsed.flags.get('location')).toBe('Dubai Marina');
    expect(parsed.flags.get('json')).toBe(true);
    expect(() => parseArgv(['market', 'trends', '--beds', '1', '--beds', '2'], MARKET_REPEATS)).toThrow(
      /--beds is given twice/,
    );
  });

  it('reads a flag copied from an Arabic sentence without the isolates it brought, and keeps values as typed', () => {
    const parsed = parseArgv(['search-property', '\u2068--agency\u2069', '\u2068Bayut\u2069', '\u2068--lang\u2069=ar']);
    expect(parsed.positionals).toEqual(['search-property']);
    expect(parsed.flags).toEqual(
      new Map([
        ['agency', '\u2068Bayut\u2069'],
        ['lang', 'ar'],
      ]),
    );
    // A value's controls are the reader's to refuse (a note's text that would reorder what others read).
    expect(parseArgv(['--text=\u202eabc']).flags.get('text')).toBe('\u202eabc');
  });
});
