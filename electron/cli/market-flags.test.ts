// `aqar market` flags are checked before any request: each error names its flag.
import { describe, expect, it } from 'vitest';
import { parseArgv, MARKET_REPEATS } from './argv';
import { parseMarketFlags, type MarketAnalysisName } from './market-flags';

const parse = (analysis: MarketAnalysisName, ...args: string[]) => {
  const { flags, lists } = parseArgv(['market', analysis, ...args], MARKET_REPEATS);
  return parseMarketFlags(analysis, flags, lists);
};

describe('aqar market flags', () => {
  it('reads places, bedrooms (studio, 5+), period and completion', () => {
    expect(
      parse(
        'trends',
        '--location',
        'Dubai Marina',
        '--location',
        'JBR,JVC',
        '--purpose',
        'for-rent',
        '--beds',
        'studio,1,5+',
        '--period',
        '6m',
      ),
    ).toEqual({
      locations: ['Dubai Marina', 'JBR', 'JVC'],
      purpose: 'for-rent',
      beds: [0, 1, 5],
      period: '6m',
      completion: 'any',
      keepOutliers: false,
      lang: 'en',
    });
    expect(parse('yield', '--location', 'X').purpose).toBe('both');
  });

  it('names the bad flag', () => {
    expect(() => parse('trends', '--location', 'X')).toThrow(/--purpose/);
    expect(() => parse('trends', '--location', 'X', '--purpose', 'for-sale', '--beds', '7')).toThrow(/--beds/);
    expect(() => parse('trends', '--location', 'X', '--purpose', 'for-sale', '--period', '2m')).toThrow(/--period/);
    expect(() => parse('yield', '--location', 'X', '--purpose', 'for-sale')).toThrow(/has no --purpose/);
    expect(() => parse('compare', '--location', 'X')).toThrow(/2 to 4 places/);
    expect(() => parse('trends', '--purpose', 'for-sale')).toThrow(/--location NAME is required/);
  });

  it('says a missing --purpose is required, a wrong one wrong, and a place given twice', () => {
    expect(() => parse('trends', '--location', 'X')).toThrow('--purpose: is required: for-sale or for-rent');
    expect(() => parse('trends', '--location', 'X', '--purpose', 'rent')).toThrow(
      '--purpose: must be for-sale or for-rent',
    );
    expect(() => parse('trends', '--location', 'JBR', '--location', 'X,jbr', '--purpose', 'for-sale')).toThrow(
      '--location "jbr" is given twice',
    );
  });
  it('takes the tables’ language and names a wrong one', () => {
    const flags = new Map<string, string | true>([['lang', 'ar']]);
    const lists = new Map([['location', ['Dubai Marina']]]);
    expect(parseMarketFlags('yield', flags, lists).lang).toBe('ar');
    expect(() => parseMarketFlags('yield', new Map([['lang', 'fr']]), lists)).toThrow(
      /--lang: must be one of en, ar, ru, zh/,
    );
  });
});
