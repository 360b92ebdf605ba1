// The aqar command speaks the language its --lang asks for, English by default: `aqar snapshot --lang hi` groups
// its figures the Indian way (a month's quota of 1,250,000 requests is 12,50,000) and words its lines in Hindi;
// `--lang ar` in Arabic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testMarket } from '../support/demo-fixture';
import { quotaDemoCli } from '../support/quota-demo-cli';

/** Each folder its own workspace and cache. */
const { run, path } = quotaDemoCli('aqar-cli-lang-');

describe('aqar snapshot --lang', () => {
  const agency = () => testMarket().agencies[3]!.name;

  it('in Hindi: its lines in Hindi, the month quota in Indian grouping', async () => {
    const hi = await run('hi', 'snapshot', '--agency', agency(), '--lang', 'hi');
    expect(hi.code, hi.err).toBe(0);
    expect(hi.err).toContain('में से');
    expect(hi.err).toMatch(/इस महीने 12,50,000 में से 12,49,\d{3} बाकी/);
    expect(hi.err).toMatch(/कुल \d+ अनुरोध खर्च हुए।/);
    expect(hi.err).not.toContain('1,250,000');
    expect(hi.err).not.toMatch(/request\(s\)|left this month/);
  });

  it('in English by default, grouped in thousands as before', async () => {
    const en = await run('en', 'snapshot', '--agency', agency());
    expect(en.code, en.err).toBe(0);
    expect(en.err).toMatch(/of 1,250,000 left this month\./);
    expect(en.err).toMatch(/\d+ request\(s\) spent in all\./);
  });

  it('in Arabic; an unknown --lang refused', async () => {
    const ar = await run('ar', 'snapshot', '--agency', agency(), '--lang', 'ar');
    expect(ar.code, ar.err).toBe(0);
    expect(ar.err).toMatch(/أُنفق \d+ طلبًا إجمالًا\./);
    const refused = await run('ar', 'snapshot', '--agency', agency(), '--lang', 'xx');
    expect(refused.code).not.toBe(0);
    // An unknown --lang is refused in English (the language asked for is not one there is).
    expect(refused.err).toMatch(/^aqar: .*lang/m);
  });
});

describe('aqar market --lang', () => {
  // Business Bay's sales and rents fit within the default page cap, so the run does what it is asked (exit 0).
  const place = () => 'Business Bay';

  it('in Hindi: the plan, the notes and the rows written in Hindi, the month quota in Indian grouping', async () => {
    const hi = await run(
      'market-hi',
      'market',
      'yield',
      '--location',
      place(),
      '--lang',
      'hi',
      '--csv',
      path('bb.csv'),
    );
    expect(hi.code, hi.err).toBe(0);
    // The plan's share of the month's quota: 1,250,000 requests a month, a few already spent.
    expect(hi.err).toMatch(/इस महीने बचे 12,4\d,\d{3} में से \d+%/);
    expect(hi.err).toMatch(/\d+ और अनुरोध चाहिए/);
    expect(hi.err).toMatch(/^"Business Bay" → स्थान \d+ /m);
    expect(hi.err).toMatch(/^टिप्पणी: Business Bay में [\d,]+ बिक्री में से [\d,]+ की बेडरूम संख्या दर्ज नहीं है/m);
    expect(hi.err).toMatch(/में \d+ पंक्तियाँ लिखी गईं/);
    expect(hi.err).not.toMatch(/request\(s\)|left this month|→ place|row\(s\) written/);
  });

  it('market trends headed in Arabic on the terminal and in Hindi in its CSV, the studio and 5+ rows in words', async () => {
    const trends = (...more: string[]) =>
      run('market-hi', 'market', 'trends', '--location', place(), '--purpose', 'for-sale', ...more);
    const ar = await trends('--lang', 'ar');
    expect(ar.code, ar.err).toBe(0);
    const [header] = ar.out.split('\n');
    expect(header).toMatch(/^الشهر +غرف النوم +الصفقات +السعر الوسيط \(درهم\) +الوسيط بالدرهم لكل قدم²/);
    expect(ar.out).toMatch(/^\d{4}-\d{2} +استوديو +\d/m);
    expect(ar.out).not.toMatch(/Month|Bedrooms|Studio|Partial month/);
    const hi = await trends('--offline', '--lang', 'hi', '--csv', path('trends.csv'));
    expect(hi.code, hi.err).toBe(0);
    const csv = readFileSync(path('trends.csv'), 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe(
      'महीना,बेडरूम (0 = स्टूडियो; 5 = 5 या अधिक),लेन-देन,माध्यिका कीमत (AED),प्रति वर्ग फुट माध्यिका AED,असामान्य मान बाहर,आंशिक महीना,शामिल दिन',
    );
  });

  it('in Arabic: a place given twice and a refused flag value are worded in Arabic, the flags as typed', async () => {
    const twice = await run(
      'market-ar',
      'market',
      'yield',
      '--location',
      place(),
      '--location',
      place(),
      '--lang',
      'ar',
    );
    expect(twice.code).toBe(2);
    expect(twice.err).toContain('مذكور مرتين: اذكر كل موقع مرة واحدة.');
    const beds = await run('market-ar', 'market', 'yield', '--location', place(), '--beds', 'x', '--lang', 'ar');
    expect(beds.code).toBe(2);
    expect(beds.err).toMatch(/^aqar: .*--beds.*: /m);
    expect(beds.err).not.toMatch(/must be|is not valid/);
  });
});
