// The words the demo sends about firms: descriptions follow `langs` where the operation takes it (/agency-details
// takes none and gives the English); licensing authorities and agent specializations are named in every language.
import { describe, expect, it } from 'vitest';
import { createMarket } from '../market/market';
import { agencyDetails, agencySearch } from './agency-search';
import { developerSearchByName } from './lookups';
import { LICENCE_AUTHORITIES, SPECIALIZATIONS } from '../data/vocabulary';
import { specializationName } from '#shared/words/service-terms';
import { licenceAuthorityName } from '#shared/words/service-terms';

const market = createMarket();
const origin = 'http://127.0.0.1:1';
const arabic = /[\u0600-\u06ff]/;

describe('demo firm descriptions', () => {
  it('answers /developer-search-by-name in the language asked, English by default', () => {
    const [first] = developerSearchByName(market, { query: 'a', langs: 'ar' }, origin).developers;
    expect(first?.description).toMatch(arabic);
    expect(first?.description).toContain(first?.name);
    const [english] = developerSearchByName(market, { query: 'a' }, origin).developers;
    expect(english?.description).toMatch(/is a UAE developer founded in \d{4}/);
    const [chinese] = developerSearchByName(market, { query: 'a', langs: 'zh' }, origin).developers;
    expect(chinese?.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers /agency-search in the first language asked and /agency-details in English', () => {
    const dubai = market.locationsByKey.get('dubai')!.externalID;
    const [agency] = agencySearch(market, { location_id: dubai, langs: ['ru', 'en'] }, origin).agencies;
    expect(agency?.description).toMatch(/агентство недвижимости/);
    const detail = agencyDetails(market, { agency_id: agency!.externalID }, origin);
    expect(detail?.description).toMatch(/brokerage specialising in sales and leasing/);
  });

  it('names every licensing authority it sends in the app’s other languages', () => {
    for (const authority of Object.values(LICENCE_AUTHORITIES)) {
      for (const lang of ['ar', 'ru', 'zh'] as const)
        expect(licenceAuthorityName(authority, lang), lang).not.toBe(authority);
    }
    expect(licenceAuthorityName('Dubai Land Department (RERA)', 'ar')).toBe('دائرة الأراضي والأملاك في دبي (ريرا)');
    expect(licenceAuthorityName('Some Other Body', 'ar')).toBe('Some Other Body');
  });

  it('names every agent specialization it sends in the app’s other languages', () => {
    for (const name of SPECIALIZATIONS) {
      for (const lang of ['ar', 'ru', 'zh'] as const) expect(specializationName(name, lang), lang).not.toBe(name);
    }
  });
});
