// A kept report's team body: a report as large as a Dubai Marina one (hundreds of comparables, over the server's
// 256 KB for a body as plain JSON) travels compressed within it and is read back exactly; a body of another shape
// is left aside.
import { describe, expect, it } from 'vitest';
import type { KeptReport } from '#shared/domain/kept-report';
import { cmaQuerySchema, type CmaReport } from '#shared/ipc/contract';
import { jsonBytes } from '#shared/team/basics';
import { MAX_ITEM_BODY_BYTES, parseItemBody } from '#shared/team/items';
import { readReport, reportBody } from './item-bodies';

const query = cmaQuerySchema.parse({
  subject: { place: { id: '5002', name: 'Dubai Marina' }, purpose: 'for-sale', beds: 2, sizeSqft: 1200 },
});

function bigReport(comparables: number): CmaReport {
  return {
    subject: query.subject,
    asOf: '2026-12-02T10:00:00.000Z',
    estimate: { low: 2_100_000, central: 2_300_000, high: 2_500_000, n: 40, confidence: 'high' },
    comparables: Array.from({ length: comparables }, (_, i) => ({
      id: `tx-${i}`,
      kind: 'transaction',
      date: `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
      place: { id: '5002', name: 'Dubai Marina', trail: ['Dubai', 'Dubai Marina', `Marina Tower ${i % 40}`] },
      beds: 2,
      sizeSqft: 1100 + (i % 200),
      price: 2_000_000 + i * 1234,
      perSqft: 1800 + (i % 300),
      similarity: { score: 0.5 + (i % 50) / 100, reasons: ['same bedrooms', 'size within 10%', 'same community'] },
    })),
  } as unknown as CmaReport;
}

describe('a kept report as a team item body', () => {
  it('carries a report too large as plain JSON, compressed, and reads it back exactly', () => {
    const report = bigReport(1200);
    expect(jsonBytes(report)).toBeGreaterThan(MAX_ITEM_BODY_BYTES);
    const kept: KeptReport = {
      id: 1,
      name: 'Marina 2-bed for the Khans',
      version: 3,
      versions: 3,
      createdAt: '2026-11-01T10:00:00.000Z',
      versionAt: '2026-12-02T10:00:00.000Z',
      query,
      report,
    };
    const body = reportBody(kept);
    expect(jsonBytes(body)).toBeLessThan(MAX_ITEM_BODY_BYTES / 2);
    // The server's own check of a report body (its title) passes.
    expect(parseItemBody('report', body).success).toBe(true);
    const read = readReport(JSON.parse(JSON.stringify(body)));
    expect(read).toEqual({
      ok: true,
      value: { name: kept.name, query, report, versionAt: Date.parse(kept.versionAt) },
    });
  });

  it('leaves aside a body whose report is not readable', () => {
    const body = { title: 'Broken', query, reportGzip: 'not gzip' };
    expect(readReport(body)).toEqual({ ok: false, reason: 'its body is not a report this version reads' });
  });
});
