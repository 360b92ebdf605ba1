// A grid's export request: every fetched page of its query (no page, no cache policy), the visible columns with
// the grid's headers and labels, and its sort; and the notices that tell how an export ended.
import { describe, expect, it } from 'vitest';
import type { DataRequest, ExportResult } from '#shared/ipc/contract';
import { toldDone, toldFailed } from './export-outcome';
import { allPagesOf, gridExportInput } from './grid-export';

const request = {
  operation: 'search-property',
  params: { purpose: 'for-sale', location_ids: '5002', page: 3 },
  policy: 'offline',
} as unknown as DataRequest;

describe('grid export input', () => {
  it('asks for every fetched page of the query', () => {
    expect(allPagesOf(request)).toEqual({
      operation: 'search-property',
      params: { purpose: 'for-sale', location_ids: '5002' },
    });
  });

  it('carries the visible columns in order, their headers and labels, the sort and the presentation', () => {
    const input = gridExportInput({
      request,
      columns: [
        { id: 'price', header: 'السعر (درهم)' },
        { id: 'purpose', header: 'الغرض', labels: { 'for-sale': 'للبيع' } },
      ],
      sort: [{ colId: 'price', direction: 'desc' }],
      lang: 'ar',
      areaUnit: 'sqm',
      format: 'xlsx',
      destination: { kind: 'download' },
      taskId: 'export-1',
    });
    expect(input.columns.map((c) => c.id)).toEqual(['price', 'purpose']);
    expect(input.sort).toEqual([{ column: 'price', direction: 'desc' }]);
    expect(input.presentation).toEqual({ lang: 'ar', areaUnit: 'sqm' });
    expect(input.request.params).not.toHaveProperty('page');
    expect(input.taskId).toBe('export-1');
  });
});

const result = (over: Partial<ExportResult> = {}): ExportResult => ({
  format: 'xlsx',
  fileName: 'Listings.xlsx',
  saved: { kind: 'download', id: 'x'.repeat(16), url: '/api/download/x', expiresAt: '' },
  rows: 1234,
  sheets: ['About', 'Listings'],
  bytes: 100,
  fetched: { oldest: null, newest: null },
  missingPages: [],
  warnings: [],
  ...over,
});

describe('export notices', () => {
  it('names the file and the rows, and what a comparison holds', () => {
    expect(toldDone(result(), 'en')).toEqual({ level: 'success', text: 'Downloaded “Listings.xlsx”: 1,234 rows.' });
    expect(toldDone(result({ saved: { kind: 'file', path: '/x/Listings.xlsx' } }), 'en').text).toBe(
      'Saved “Listings.xlsx”: 1,234 rows.',
    );
    expect(toldDone(result(), 'en', '4 listings side by side').text).toBe(
      'Downloaded “Listings.xlsx”: 4 listings side by side.',
    );
  });

  it('warns when pages of the search were never fetched', () => {
    const told = toldDone(result({ missingPages: [2, 3, 4] }), 'en');
    expect(told.level).toBe('warning');
    expect(told.text).toContain('3 pages of this search were never fetched');
  });

  it('says failures in the broker’s words', () => {
    expect(toldFailed({ code: 'cancelled', message: 'x' }, 'en')).toEqual({
      level: 'info',
      text: 'Export cancelled: no file was written.',
    });
    expect(toldFailed({ code: 'not-found', message: 'x' }, 'ar').text).toContain('شغّل البحث أولًا');
    expect(toldFailed({ code: 'workspace-read-only', message: 'x' }, 'en').text).toMatch(/^The export failed\./);
  });
});
