// The aqar commands of the team, the workspace, the key, the cache, the usage, the radar, market sold and same-unit
// speak the language their --lang asks for (English by default, which their own tests hold byte for byte), the files
// of the radar and market sold too: Hindi groups a month's quota of 1,250,000 requests as 12,50,000; an unknown --lang
// is refused, naming the flag.
import { describe, expect, it } from 'vitest';
import { sayIn } from '#shared/messages/say-in';
import { sharedBy } from '../../electron/cli/team-json';
import { quotaDemoCli } from '../support/quota-demo-cli';

const PLACE = 'Dubai Marina';
const cli = quotaDemoCli('aqar-cli-lang-out-b-');
/** One data folder for the file: the listings one search stored are what the radar scores. */
const run = (...args: string[]) => cli.run('data', ...args);

async function ok(...args: string[]): Promise<{ out: string; err: string }> {
  const done = await run(...args);
  expect(done.code, `${args.join(' ')}: ${done.err}`).toBe(0);
  return done;
}

describe('aqar usage, key, cache, workspace and team in the language of --lang', () => {
  it('usage in Hindi: the month quota in Indian grouping, no English left', async () => {
    await ok('search-property', '--purpose', 'for-sale', '--location', PLACE);
    const hi = await ok('usage', '--lang', 'hi');
    expect(hi.out).toMatch(/^प्लान कोटा: 12,50,000 में से 12,49,\d{3} बाकी, /m);
    expect(hi.out).toMatch(/को अनुरोध: आज \d+, इस महीने \d+/);
    expect(hi.out).not.toMatch(/1,250,000|requests to|plan quota/);
    const en = await ok('usage');
    expect(en.out).toMatch(/^plan quota: 12\d{5} of 1250000 left, resets in /m);
  });

  it('key status in Russian; an unknown --lang refused, naming the flag', async () => {
    const ru = await ok('key', 'status', '--lang', 'ru');
    expect(ru.out).toContain('AQAR_API_KEY задан в окружении и имеет приоритет.');
    const refused = await run('key', 'status', '--lang', 'xx');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^aqar: .*--lang/m);
  });

  it('cache stats in Chinese, with full-width punctuation', async () => {
    const zh = await ok('cache', 'stats', '--lang', 'zh');
    expect(zh.out).toMatch(/^缓存文件：.+（.+）$/m);
    expect(zh.out).toMatch(/^已保存的答复：\d+$/m);
    expect(zh.out).toMatch(/^数据源 \w+：[\d,]+ 条房源，\d+ 笔交易$/m);
  });

  it('workspace status and team status in Arabic', async () => {
    const ws = await ok('workspace', 'status', '--lang', 'ar');
    expect(ws.out).toMatch(/^مساحة العمل: /m);
    expect(ws.out).toContain('الحالة: \u2068سليمة\u2069');
    expect(ws.out).not.toMatch(/Workspace:|healthy/);
    const team = await ok('team', 'status', '--lang', 'ar');
    expect(team.out).toBe('لم ينضم مجلد البيانات هذا إلى فريق: aqar team join URL --token INVITE\n');
    const left = await ok('team', 'leave', '--lang', 'hi');
    expect(left.out).toBe('यह डेटा फ़ोल्डर किसी टीम का सदस्य नहीं था।\n');
  });

  it('names who shared an item not synced yet in the language asked', () => {
    const mark = { by: 'Huda', itemId: 'x', updatedBy: 'Huda', updatedAt: '2026-12-01T00:00:00Z', pending: true };
    expect(sharedBy(mark)).toBe('Huda (not synced yet)');
    expect(sharedBy(mark, sayIn('zh'))).toBe('Huda（尚未同步）');
  });
});

describe('aqar radar, market sold and same-unit in the language of --lang', () => {
  it('radar in Hindi: the window’s headers, no request sent said in Hindi', async () => {
    await ok('search-property', '--purpose', 'for-sale', '--location', PLACE);
    const hi = await ok('radar', '--location', PLACE, '--purpose', 'for-sale', '--lang', 'hi');
    expect(hi.out.split('\n')[0]).toMatch(/^स्कोर \(100 में से\) +लिस्टिंग +स्थान +माँगी गई कीमत \(AED\)/);
    expect(hi.err).toMatch(/ कोई अनुरोध नहीं भेजा गया।$/m);
    expect(hi.err).not.toMatch(/Score:|No request/);
    // In English, the core's rule of the score as the workbook states it, word for word.
    const args = ['radar', '--location', PLACE, '--purpose', 'for-sale'];
    const { rules } = JSON.parse((await ok(...args, '--json')).out) as { rules: { score: string } };
    expect((await ok(...args)).err).toContain(`${rules.score} No request was sent.\n`);
    const bad = await run(...args, '--weights', 'premium=2,foo=1', '--lang', 'ar');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^aqar: .*--weights.*ليس بالصيغة FACTOR=WEIGHT/m);
  });

  it('the radar’s CSV in Hindi, headed as the window’s export; English too', async () => {
    await ok('search-property', '--purpose', 'for-sale', '--location', PLACE);
    const args = ['radar', '--location', PLACE, '--purpose', 'for-sale', '--csv', '-'];
    const hi = await ok(...args, '--lang', 'hi');
    expect(hi.out.split('\r\n')[0]).toMatch(/^\ufeffस्कोर \(100 में से\),/);
    expect(hi.out.split('\r\n')[0]).toContain(',क्षेत्रफल (वर्ग फुट),');
    expect(hi.out.split('\r\n')[0]).not.toMatch(/Score|Listing|Place/);
    const en = await ok(...args);
    expect(en.out.split('\r\n')[0]).toMatch(/^\ufeffScore \(of 100\),Factors judged,Listing,Title,Place,Agency,/);
    // The window's header, its typographic apostrophe too (the file had a straight one before issue 36).
    expect(en.out.split('\r\n')[0]).toContain(',Agency’s adverts listed,');
  });

  it('market sold’s CSV in Arabic, headed as the window’s export; English too, in the same words as before', async () => {
    const ar = await ok('market', 'sold', '--location', PLACE, '--csv', '-', '--lang', 'ar');
    // A header line even without a match: the file still says what it holds, in the language asked.
    expect(ar.out.split('\r\n')[0]).toMatch(/^\ufeffالإعلان,الصفقة,الغرض,/);
    expect(ar.out).toContain(',المساحة (قدم²),');
    const en = await ok('market', 'sold', '--location', PLACE, '--csv', '-');
    expect(en.out.split('\r\n')[0]).toMatch(/^\ufeffListing,Transaction,Purpose,Place,Bedrooms \(0 = studio\),/);
  });

  it('market sold in Arabic: its warnings and its summary', async () => {
    const ar = await ok('market', 'sold', '--location', PLACE, '--lang', 'ar');
    expect(ar.err).toMatch(/^تحذير: /m);
    expect(ar.err).toMatch(/^المطابقات 0 من إعلانات زالت عددها 0 ومعاملات محفوظة عددها 0\. لم يُرسل أي طلب\.$/m);
    expect(ar.out).toContain('حسب المكان وعدد غرف النوم، ثم حسب الوكالة');
    expect(ar.err).not.toMatch(/warning:|match\(es\)/);
  });

  it('same-unit in Hindi: the search’s outcome and what it spent', async () => {
    const found = JSON.parse(
      (await ok('search-property', '--purpose', 'for-sale', '--location', PLACE, '--json')).out,
    ) as {
      records: { externalID: string }[];
    };
    const hi = await ok('same-unit', '--id', found.records[0]!.externalID, '--lang', 'hi');
    expect(hi.err).toMatch(/खोज पर (1 अनुरोध खर्च हुआ|\d+ अनुरोध खर्च हुए)।$/m);
    expect(hi.err).not.toMatch(/request\(s\)|other advert/);
  });
});
