// `aqar report cma` in the language of --lang: the terminal table, the estimate and the files' About sheet. English
// is what it printed before the words became messages; Arabic and Hindi say it in their words and grouping.
import { describe, expect, it } from 'vitest';
import type { CmaComparable, CmaReport, SimilarityFactor } from '#shared/ipc/contract';
import { sayIn } from '#shared/messages/say-in';
import { hasBidiControls } from '#shared/text/bidi-controls';
import { estimateSentence, reportTable, terminalText } from './report-command';

const factor = (points: number, weight: number) => ({ share: points / weight, weight, points });

const comparable = (i: number): CmaComparable => ({
  id: `TX-${i}`,
  source: 'transaction',
  price: 1_509_000,
  areaSqft: 1207,
  pricePerSqft: 1250.2,
  date: '2026-12-09',
  beds: 2,
  place: 'Al Barsha 1',
  category: 'apartments',
  completion: 'completed',
  similarity: 89.8,
  factors: {
    place: factor(15, 25),
    beds: factor(25, 25),
    size: factor(19.8, 20),
    type: factor(10, 10),
    completion: factor(10, 10),
    age: factor(10, 10),
  } as Record<SimilarityFactor, ReturnType<typeof factor>>,
  included: i < 30,
  excludedBecause: i < 30 ? null : 'less-similar',
  outlier: null,
});

const report = (purpose: 'for-sale' | 'for-rent', count = 3): CmaReport =>
  ({
    subject: {
      place: { id: '5019', name: 'Al Barsha' },
      purpose,
      beds: 2,
      sizeSqft: 1200,
      completion: 'off-plan',
    },
    period: '12m',
    asOf: '2027-02-06T08:00:00.000Z',
    coverage: { fetchedAt: '2027-02-06T07:00:00.000Z' },
    comparables: Array.from({ length: count }, (_, i) => comparable(i)),
    estimate: {
      low: 1_437_228.4,
      central: 1_509_563.6,
      high: 1_636_092,
      perSqft: { low: 1197, central: 1257.9, high: 1363 },
      n: 30,
      from: '2026-08-21',
      to: '2027-02-05',
      spreadPct: 13.2,
      confidence: 'high',
    },
    rentIncrease: null,
    rules: { similarity: 'Sim.', selection: 'Sel.', estimate: 'Est.', confidence: 'Conf.', rentIncrease: 'Rent.' },
    outlierRule: { description: 'Outliers.' },
    warnings: [],
  }) as unknown as CmaReport;

describe('aqar report cma in the language of --lang', () => {
  it('says the estimate in English as before, per year for a rent', () => {
    expect(estimateSentence(sayIn('en'), report('for-sale'))).toBe(
      'Estimate: AED 1,437,228 (low), 1,509,564 (central), 1,636,092 (high); AED 1,258 per sq ft; n = 30 transactions ' +
        'from 2026-08-21 to 2027-02-05; spread 13.2 %; confidence high.',
    );
    expect(estimateSentence(sayIn('en'), report('for-rent'))).toMatch(/^Estimate per year: AED 1,437,228 \(low\)/);
    const none = { ...report('for-sale'), estimate: null };
    expect(estimateSentence(sayIn('en'), none)).toBe('No estimate: fewer than 3 comparable transactions are included.');
  });

  it('prints the first 40 comparables and says how many more in English as before', () => {
    const text = terminalText(sayIn('en'), report('for-sale', 45));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^Included {2}Source {7}Id {5}Date {8}Place {8}Bedrooms \(0 = studio\) {2}Area \(sq ft\)/);
    expect(lines[2]).toBe(
      'Yes       Transaction  TX-0   2026-12-09  Al Barsha 1  2                      1,207         1,509,000    1,250          89.8',
    );
    expect(text).toContain('\n(5 more comparables: --json, --csv or --xlsx hold every one)\nEstimate: AED 1,437,228');
  });

  it('prints the table and the estimate in Hindi, figures in Indian grouping', () => {
    const text = terminalText(sayIn('hi'), report('for-sale', 45));
    expect(text.split('\n')[0]).toMatch(/^शामिल\s+स्रोत\s+Id\s+तारीख\s+स्थान\s+बेडरूम \(0 = स्टूडियो\)/);
    expect(text).toContain('15,09,000');
    expect(text).toContain('(5 और तुलनीय सौदे: --json, --csv या --xlsx में सभी हैं)');
    expect(text).toContain('अनुमान: AED 14,37,228 (निम्न), 15,09,564 (मध्य), 16,36,092 (उच्च);');
    expect(text).not.toMatch(/Included|Transaction|Estimate|1,509,000/);
  });

  it('writes the files’ words in English as before', () => {
    const table = reportTable(sayIn('en'), report('for-sale'));
    expect(table.sheet).toBe('Comparables');
    expect(table.title).toBe('Comparative market analysis — Al Barsha · 2 bedrooms · 1,200 sq ft · For sale');
    expect(table.parameters).toEqual([
      { name: 'Place', value: 'Al Barsha' },
      { name: 'Purpose', value: 'For sale' },
      { name: 'Bedrooms', value: '2 bedrooms' },
      { name: 'Size', value: '1,200 sq ft' },
      { name: 'Type', value: 'Any' },
      { name: 'Completion', value: 'Off-plan' },
      { name: 'Date window', value: 'the last 12 months' },
    ]);
    expect(table.notes!.slice(0, 3)).toEqual([
      estimateSentence(sayIn('en'), report('for-sale')),
      'A comparative market analysis from Aqar Lens data, not a valuation.',
      'Sel.',
    ]);
    expect(table.columns.map((c) => c.header).slice(0, 3)).toEqual(['Included', 'Source', 'Id']);
    expect(table.rows[0]!.slice(0, 2)).toEqual([true, 'Transaction']);
    expect(table.lang).toBe('en');
    const studio = { ...report('for-rent'), subject: { ...report('for-rent').subject, beds: 0, category: 'villas' } };
    const rent = reportTable(sayIn('en'), studio as CmaReport);
    expect(rent.title).toBe('Comparative market analysis — Al Barsha · studio · 1,200 sq ft · For rent');
    expect(rent.parameters!.find((p) => p.name === 'Type')!.value).toBe('villas');
  });

  it('writes the files’ words in Arabic, as plain text the About sheet takes', () => {
    const table = reportTable(sayIn('ar'), report('for-rent'));
    expect(table.lang).toBe('ar');
    expect(table.sheet).toBe('الصفقات المماثلة');
    expect(table.title).toBe('تحليل مقارن للسوق — Al Barsha · غرفتا نوم · 1,200 قدم² · للإيجار');
    expect(table.parameters!.map((p) => p.name)).toContain('الفترة الزمنية');
    expect(table.parameters!.find((p) => p.name === 'الفترة الزمنية')!.value).toBe('آخر 12 شهرًا');
    expect(table.notes![0]).toMatch(/^التقدير السنوي: 1,437,228 درهم/);
    expect(table.columns.find((c) => c.id === 'area')!.header).toBe('المساحة (قدم²)');
    expect(table.rows[0]![1]).toBe('صفقة');
    const words = [table.title, ...table.notes!, ...table.parameters!.flatMap((p) => [p.name, p.value])];
    for (const text of [...words, ...table.columns.map((c) => c.header)])
      expect(hasBidiControls(text), text).toBe(false);
  });
});
