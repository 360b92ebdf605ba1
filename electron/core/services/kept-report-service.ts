// Client reports the broker keeps: each a series of versions in the workspace, the query and the whole report as
// computed then. Keeping and re-running compute the report from what is stored (no request: the caller loads the
// report's market first, with its cost said, as `aqar report` and the window do), so what was handed to a client is
// never rebuilt silently: a re-run is a new version beside the old.
import { AppFailure } from '#shared/errors';
import type { EstimatePoint, KeptReport, KeptReportSummary } from '#shared/domain/kept-report';
import type { CmaQuery, CmaReport } from '#shared/ipc/contract';
import type { WorkspaceStore } from '../store/workspace/workspace-store';
import type { TeamService } from './team-service';

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
    /** The team service, when the report may be shared (the app's core); without it reports stay this laptop's. */
    private readonly team: TeamService | null = null,
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

  /** Keeps a report; with `team`, shares it with the team in the same transaction. */
  async keep(query: CmaQuery, name?: string, team = false): Promise<KeptReport> {
    this.workspace.assertWritable();
    const report = await this.cma(query);
    const id = this.workspace.db.transaction(() => {
      const created = this.repo.create(name ?? defaultReportName(query), query, report, this.now());
      if (team) this.teamService().share('report', created);
      return created;
    })();
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
    const kept = this.found(id);
    this.assertMayChange(kept);
    const report = await this.cma(kept.query);
    this.workspace.db.transaction(() => {
      this.repo.addVersion(id, kept.query, report, this.now());
      this.team?.itemChanged('report', id);
    })();
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
    this.assertMayChange(this.found(id));
    this.workspace.db.transaction(() => {
      this.repo.rename(id, name);
      this.team?.itemChanged('report', id);
    })();
    return this.found(id);
  }

  remove(id: number): { removed: boolean } {
    this.workspace.assertWritable();
    const kept = this.repo.get(id);
    if (!kept) return { removed: false };
    this.assertMayChange(kept);
    const removed = this.workspace.db.transaction(() => {
      const done = this.repo.remove(id, this.now());
      if (done) this.team?.itemRemoved('report', id);
      return done;
    })();
    return { removed };
  }

  private teamService(): TeamService {
    if (!this.team) throw new AppFailure('internal', 'Reports cannot be shared from here.');
    return this.team;
  }

  /** A report shared by a colleague is changed only by its author or an admin, as the team server rules. */
  private assertMayChange(kept: KeptReport): void {
    if (kept.team && this.team && !this.team.mayEdit(kept.team.by)) {
      throw new AppFailure(
        'validation',
        `This report is ${kept.team.by}'s, shared with the team: only its author or an admin may change it.`,
        { field: 'id' },
      );
    }
  }

  history(id: number): EstimatePoint[] {
    this.found(id);
    return this.repo.history(id);
  }
}
