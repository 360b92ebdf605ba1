// Client reports the broker keeps: each a series of versions in the workspace, the query and the whole report as
// computed then. Keeping and re-running compute the report from what is stored (no request: the caller loads the
// report's market first, with its cost said, as `aqar report` and the window do), so what was handed to a client is
// never rebuilt silently: a re-run is a new version beside the old.
import { AppFailure } from '#shared/errors';
import type { EstimatePoint, KeptReport, KeptReportSummary } from '#shared/domain/kept-report';
import type { CmaQuery, CmaReport } from '#shared/ipc/contract';
import type { Workspace } from '../store/workspace/workspace';
import type { TeamService } from './team-service';
import { ref } from '#shared/messages/message-ref';

/** "1-bed, 750 sq ft in Jumeirah Village Circle, for sale": the name a kept report gets when none is given. */
export function defaultReportName(query: CmaQuery): string {
  const s = query.subject;
  const beds = s.beds === 0 ? 'Studio' : `${s.beds}-bed`;
  const size = Math.round(s.sizeSqft).toLocaleString('en');
  return `${beds}, ${size} sq ft in ${s.place.name}, ${s.purpose === 'for-rent' ? 'for rent' : 'for sale'}`;
}

export class KeptReportService {
  constructor(
    private readonly workspace: Workspace,
    private readonly cma: (query: CmaQuery) => Promise<CmaReport>,
    private readonly now: () => number = Date.now,
    /** The team service, when the report may be shared (the app's core); without it reports stay this laptop's. */
    private readonly team: TeamService | null = null,
  ) {}

  private get repo() {
    return this.workspace.keptReports;
  }

  private async found(id: number, version: number | null = null): Promise<KeptReport> {
    const kept = await this.repo.get(id, version);
    if (!kept) {
      throw new AppFailure(
        'not-found',
        version === null
          ? ref('error.kept.noId', { id: String(id) })
          : ref('error.kept.noVersion', { id: String(id), version: String(version) }),
        { field: version === null ? 'id' : 'version' },
      );
    }
    return kept;
  }

  /** Keeps a report; with `team`, shares it with the team in the same unit of work. */
  async keep(query: CmaQuery, name?: string, team = false): Promise<KeptReport> {
    this.workspace.assertWritable();
    const report = await this.cma(query);
    const sharer = team ? this.teamService() : null;
    const id = await this.workspace.unitOfWork(async (tx) => {
      const created = await tx.keptReports.create(name ?? defaultReportName(query), query, report, this.now());
      if (sharer) await sharer.share('report', created, tx);
      return created;
    });
    return this.found(id);
  }

  list(): Promise<KeptReportSummary[]> {
    return this.repo.list();
  }

  get(id: number, version?: number): Promise<KeptReport> {
    return this.found(id, version ?? null);
  }

  async rerun(id: number): Promise<KeptReport> {
    this.workspace.assertWritable();
    const kept = await this.found(id);
    await this.assertMayChange(kept);
    const report = await this.cma(kept.query);
    await this.workspace.unitOfWork(async (tx) => {
      await tx.keptReports.addVersion(id, kept.query, report, this.now());
      await this.team?.itemChanged(tx, 'report', id);
    });
    return this.found(id);
  }

  async duplicate(id: number, name?: string): Promise<KeptReport> {
    this.workspace.assertWritable();
    const kept = await this.found(id);
    const copy = await this.repo.create(name ?? `${kept.name} (copy)`, kept.query, kept.report, this.now());
    return this.found(copy);
  }

  async rename(id: number, name: string): Promise<KeptReport> {
    this.workspace.assertWritable();
    await this.assertMayChange(await this.found(id));
    await this.workspace.unitOfWork(async (tx) => {
      await tx.keptReports.rename(id, name);
      await this.team?.itemChanged(tx, 'report', id);
    });
    return this.found(id);
  }

  async remove(id: number): Promise<{ removed: boolean }> {
    this.workspace.assertWritable();
    const kept = await this.repo.get(id);
    if (!kept) return { removed: false };
    await this.assertMayChange(kept);
    const removed = await this.workspace.unitOfWork(async (tx) => {
      const done = await tx.keptReports.remove(id, this.now());
      if (done) await this.team?.itemRemoved(tx, 'report', id);
      return done;
    });
    return { removed };
  }

  private teamService(): TeamService {
    if (!this.team) throw new AppFailure('internal', ref('error.kept.notShareable'));
    return this.team;
  }

  /** A report shared by a colleague is changed only by its author or an admin, as the team server rules. */
  private async assertMayChange(kept: KeptReport): Promise<void> {
    if (kept.team && this.team && !(await this.team.mayEdit(kept.team.by))) {
      throw new AppFailure('validation', ref('error.team.notYours', { item: 'report', author: kept.team.by }), {
        field: 'id',
      });
    }
  }

  async history(id: number): Promise<EstimatePoint[]> {
    await this.found(id);
    return this.repo.history(id);
  }
}
