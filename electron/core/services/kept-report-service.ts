// Client reports the broker keeps: each a series of versions in the workspace, the query and the whole report as
// computed then. Keeping and re-running compute the report from what is stored (no request: the caller loads the
// report's market first, with its cost said, as `aqar report` and the window do), so what was handed to a client is
// never rebuilt silently: a re-run is a new version beside the old.
import { AppFailure } from '#shared/errors';
import type { EstimatePoint, KeptReport, KeptReportSummary } from '#shared/domain/kept-report';
import type { CmaQuery, CmaReport } from '#shared/ipc/contract';
import type { WorkspaceStore } from '../store/workspace/workspace-store';

/** "1-bed, 750 sq ft in Jumeirah Village Circle, for sale": the name a kept report gets when none is given. */
export function defaultReportName(query: CmaQuery): string {
  const s = query.subject;
  const beds = s.beds === 0 ? 'Studio' : `${s.beds}-bed`;
  const size = Math.round(s.sizeSqft).toLocaleString('en');
  return `${beds}, ${size} sq ft in ${s.place.name}, ${s.purpose === 'for-rent' ? 'for rent' : 'for sale'}`;
}

export class KeptReportService {
  constructor(
    private readonly workspace: WorkspaceStore,
    private readonly cma: (query: CmaQuery) => Promise<CmaReport>,
    private readonly now: () => number = Date.now,
  ) {}

  private get repo() {
    return this.workspace.portfolio.keptReports;
  }

  private found(id: number, version: number | null = null): KeptReport {
    const kept = this.repo.get(id, version);
    if (!kept) {
      throw new AppFailure(
        'not-found',
        version === null ? `No kept report has the id ${id}.` : `Kept report ${id} has no version ${version}.`,
        { field: version === null ? 'id' : 'version' },
      );
    }
    return kept;
  }

  async keep(query: CmaQuery, name?: string): Promise<KeptReport> {
    this.workspace.assertWritable();
    const report = await this.cma(query);
    const id = this.repo.create(name ?? defaultReportName(query), query, report, this.now());
    return this.found(id);
  }

  list(): KeptReportSummary[] {
    return this.repo.list();
  }

  get(id: number, version?: number): KeptReport {
    return this.found(id, version ?? null);
  }

  async rerun(id: number): Promise<KeptReport> {
    this.workspace.assertWritable();
    const { query } = this.found(id);
    const report = await this.cma(query);
    this.repo.addVersion(id, query, report, this.now());
    return this.found(id);
  }

  duplicate(id: number, name?: string): KeptReport {
    this.workspace.assertWritable();
    const kept = this.found(id);
    const copy = this.repo.create(name ?? `${kept.name} (copy)`, kept.query, kept.report, this.now());
    return this.found(copy);
  }

  rename(id: number, name: string): KeptReport {
    this.workspace.assertWritable();
    if (!this.repo.rename(id, name)) this.found(id);
    return this.found(id);
  }

  remove(id: number): { removed: boolean } {
    this.workspace.assertWritable();
    return { removed: this.repo.remove(id, this.now()) };
  }

  history(id: number): EstimatePoint[] {
    this.found(id);
    return this.repo.history(id);
  }
}
