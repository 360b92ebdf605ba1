// The report's figures in a language and set of digits: Arabic-Indic digits when the broker asks, whatever the
// language; areas and AED per area in the broker's unit, converted exactly; bedrooms in words.
import { describe, expect, it } from 'vitest';
import { reportFormat } from './report-format';

const plain = (text: string) =>
  text
    .replace(/[\u200e\u200f\u061c\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('reportFormat', () => {
  it('writes Western digits by default and Arabic-Indic ones when asked, in English as in Arabic', () => {
    expect(plain(reportFormat('en', 'sqft').aed(895853))).toBe('AED 895,853');
    expect(reportFormat('en', 'sqft', 'arab').integer(1250)).toBe('١٬٢٥٠');
    expect(reportFormat('ar', 'sqft', 'arab').integer(30)).toBe('٣٠');
    expect(reportFormat('ar', 'sqft', 'latn').integer(30)).toBe('30');
    expect(reportFormat('ar', 'sqft', 'arab').digits('12 شهرًا')).toBe('١٢ شهرًا');
    expect(reportFormat('ar', 'sqft').digits('12 شهرًا')).toBe('12 شهرًا');
  });

  it('shows areas and AED per area in square metres, converted exactly', () => {
    const m2 = reportFormat('en', 'sqm');
    expect(m2.area(1076.391041670972)).toBe('100 m²');
    expect(plain(m2.perArea(1000))).toBe('AED 10,764/m²');
  });

  it('says bedrooms in words and dates on the calendar they name', () => {
    const en = reportFormat('en', 'sqft');
    expect([en.bedrooms(0), en.bedrooms(1), en.bedrooms(3)]).toEqual(['Studio', '1 bed', '3 beds']);
    expect(en.day('2026-11-28')).toBe('28 Nov 2026');
    expect(en.month('2026-08')).toBe('Aug 2026');
    expect(en.percent(18.94)).toBe('18.9%');
  });

  it('says its messages with their counts in the digits asked and their sizes as the form wrote them', () => {
    expect(reportFormat('en', 'sqft', 'arab').say('reportView.print.moreListings', { count: 1250 })).toBe(
      '١٬٢٥٠ more current listings are stored, less similar.',
    );
    expect(reportFormat('hi', 'sqft').say('reportView.grid.included', { count: 3, total: 125_000 })).toBe(
      '1,25,000 में से 3 शामिल',
    );
    // At most two decimals, as the size field's limits were written before they were a message's numbers.
    expect(
      reportFormat('en', 'sqm').say('reportView.errors.size', { min: 9.290304, max: 18_580.608, unit: 'm²' }),
    ).toBe('Enter the size: a number from 9.29 to 18,580.61 m².');
  });
});
