import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

describe('fileNameOf', () => {
  it('joins the words of any script with dashes', () => {
    expect(fileNameOf('Dubai Marina · Rents', 'trend')).toBe('dubai-marina-rents-trend');
    expect(fileNameOf('دبي مارينا', 'yield')).toBe('دبي-مارينا-yield');
    // Marks belong to their letters: "12 شهرًا" is not cut into "شهر-ا".
    expect(fileNameOf('البيع · 12 شهرًا', 'trend')).toBe('البيع-12-شهرًا-trend');
  });

  it('cuts a long query between words and keeps what the file holds whole', () => {
    const query =
      'Dubai Marina and Jumeirah Village Circle and Downtown Dubai · Sales and rents · Apartments · 1 bed, 2 beds · 6 months';
    const name = fileNameOf(query, 'completion');
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.endsWith('-completion')).toBe(true);
    expect(name).toBe(
      'dubai-marina-and-jumeirah-village-circle-and-downtown-dubai-sales-and-rents-apartments-1-completion',
    );
  });

  it('keeps the query in whole words, and a part of it beside a long subject', () => {
    const hard = fileNameOf(`${'a'.repeat(60)} ${'b'.repeat(80)}`, 'trend');
    expect(hard).toBe('a'.repeat(60) + '-trend');
    expect(hard.length).toBeLessThanOrEqual(100);
    const long = fileNameOf('Dubai Marina', 'x'.repeat(120));
    expect(long.startsWith('dubai-marina-')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(100);
  });
});
