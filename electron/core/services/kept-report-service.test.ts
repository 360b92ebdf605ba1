// Kept client reports in a real workspace file, with a stand-in for the analysis: versions kept, names, history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmaQuerySchema, type CmaReport } from '#shared/ipc/contract';
import { makeTempDir } from '../../../test/support/temp-dir';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { defaultReportName, KeptReportService } from './kept-report-service';

const dir = makeTempDir('aqar-kept-');
let workspace: WorkspaceStore;
let central = 900_000;
let reports: KeptReportService;

const query = cmaQuerySchema.parse({
  subject: { place: { id: '5006', name: 'JVC' }, purpose: 'for-sale', beds: 0, sizeSqft: 450.4 },
});

/** A stand-in report: only what the lists and the history read, its central estimate from the test's day. */
const cma = async (): Promise<CmaReport> =>
  ({
    subject: query.subject,
    asOf: new Date().toISOString(),
    comparables: [],
    estimate: {
      low: central - 50_000,
      central,
      high: central + 50_000,
      n: 12,
      from: '2026-01-01',
      to: '2026-11-30',
      confidence: 'medium',
    },
  }) as unknown as CmaReport;

beforeAll(async () => {
  workspace = (await WorkspaceStore.open(workspaceFiles(dir.path))).store;
  reports = new KeptReportService(workspace.workspace, cma);
});
afterAll(() => {
  workspace.close();
  dir.remove();
});

describe('kept client reports', () => {
  it('names a report from its subject', async () => {
    expect(defaultReportName(query)).toBe('Studio, 450 sq ft in JVC, for sale');
  });

  it('keeps every version, the latest shown by default, and the estimate across them', async () => {
    const kept = await reports.keep(query);
    central = 950_000;
    const again = await reports.rerun(kept.id);
    expect(again).toMatchObject({ version: 2, versions: 2 });
    expect((await reports.get(kept.id, 1)).report.estimate!.central).toBe(900_000);
    expect((await reports.get(kept.id)).report.estimate!.central).toBe(950_000);
    expect((await reports.history(kept.id)).map((p) => [p.version, p.central, p.n])).toEqual([
      [1, 900_000, 12],
      [2, 950_000, 12],
    ]);
    expect(await reports.list()).toMatchObject([{ id: kept.id, version: 2, central: 950_000, place: 'JVC', beds: 0 }]);
  });

  it('duplicates the latest version as a report of its own, and removes one without touching the other', async () => {
    const copy = await reports.duplicate(1);
    expect(copy).toMatchObject({ version: 1, versions: 1, name: 'Studio, 450 sq ft in JVC, for sale (copy)' });
    expect(copy.report.estimate!.central).toBe(950_000);
    expect(await reports.remove(1)).toEqual({ removed: true });
    expect((await reports.list()).map((r) => r.id)).toEqual([copy.id]);
    await expect(reports.get(1)).rejects.toThrow(/No kept report has the id 1/);
  });
});
