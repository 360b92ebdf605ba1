// `aqar snapshot --all | --agency NAME | --developer NAME | --agent NAME | --saved NAME`: prints the estimate
// before anything is spent, each item's plan once page 1 told its size, then what was stored and spent. Items
// not yet watched are watched first. A failed item does not stop the others; the exit code names the first failure.
import { allSaid, said } from './said';
import type { Say } from '#shared/messages/say-in';
import { uaeDay } from '#shared/domain/uae-day';
import { randomUUID } from 'node:crypto';
import { AppFailure, saidOf } from '#shared/errors';
import type { WatchItem } from '#shared/domain/portfolio';
import type { EventPayload, SnapshotEstimate, SnapshotRunResult } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import { commandFlags, langFlag, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { findWatched, targetOf, watchTarget } from './portfolio-targets';
import { printJson } from './table-output';

async function itemsOf(ctx: CliContext, flags: Flags): Promise<WatchItem[]> {
  const target = targetOf(flags, 'snapshot', { orAll: true });
  if (target === null) return invoke(ctx, 'watch:list', {});
  const watched = await findWatched(ctx, target);
  if (watched && watched.removedAt === null) return [watched];
  const item = await watchTarget(ctx, target);
  ctx.io.err(ctx.say('cli.snapshot.nowWatching', { kind: item.kind, name: item.name, id: item.externalID }));
  return [item];
}

function planLine(say: Say, item: WatchItem, p: EventPayload<'snapshot:planned'>): string {
  const args = {
    kind: item.kind,
    name: item.name,
    listings: p.listings,
    pages: p.pages,
    requests: p.requests,
    forPlan: p.requestsForPlan,
    seconds: p.estimatedSeconds,
  };
  return p.quotaRemaining === null
    ? say('cli.snapshot.plan', args)
    : say('cli.snapshot.planWithQuota', { ...args, left: p.quotaRemaining });
}

/** What each item's estimate rests on, so the broker can judge it before anything is spent. */
/** The line a terminal redraws in place (the leading carriage return) while a snapshot fetches its pages. */
export function progressLine(say: Say, p: EventPayload<'snapshot:progress'>): string {
  return `\r${say('cli.snapshot.progress', { done: p.pagesDone, total: p.pagesTotal, spent: p.requestsSpent })}`;
}

function estimateLines(say: Say, estimate: SnapshotEstimate): string[] {
  return estimate.items.map((i) => {
    const what = { kind: i.kind, name: i.name, requests: i.estimatedRequests };
    if (i.basis === 'last-snapshot') return say('cli.snapshot.estimate.lastSnapshot', what);
    if (i.basis === 'listing-count') {
      const day = i.countAt ? uaeDay(i.countAt) : '?';
      return say('cli.snapshot.estimate.listingCount', { ...what, listings: i.listings ?? 0, day });
    }
    return say('cli.snapshot.estimate.unknown', what);
  });
}

function doneLine(say: Say, result: SnapshotRunResult): string {
  const s = result.snapshot!;
  const c = result.changes;
  return say('cli.snapshot.done', {
    kind: result.item.kind,
    name: result.item.name,
    id: String(s.id),
    total: s.counts.total,
    sale: s.counts.sale,
    rent: s.counts.rent,
    projects: s.counts.projects,
    state: !s.complete ? 'countOnly' : c ? 'changes' : 'first',
    added: c?.added ?? 0,
    removed: c?.removed ?? 0,
    repriced: c?.repriced ?? 0,
    spent: result.run.requestsSpent,
  });
}

export async function runSnapshotCommand(ctx: CliContext, flags: Flags): Promise<void> {
  commandFlags(
    flags,
    {
      agency: nameFlag.optional(),
      developer: nameFlag.optional(),
      agent: nameFlag.optional(),
      saved: nameFlag.optional(),
      all: switchFlag,
      lang: langFlag.optional(),
    },
    'snapshot',
  );
  const items = await itemsOf(ctx, flags);
  if (items.length === 0) {
    ctx.io.err(ctx.say('cli.snapshot.nothingWatched'));
    if (flags.has('json')) printJson(ctx, []);
    return;
  }
  const estimate = await invoke(ctx, 'snapshot:estimate', { itemIds: items.map((i) => i.id) });
  ctx.io.err(
    ctx.say('cli.snapshot.estimate.total', {
      items: items.length,
      basis: estimate.basis,
      requests: estimate.estimatedRequests,
      seconds: estimate.estimatedSeconds,
      quota: estimate.quotaRemaining === null ? 'none' : 'known',
      left: estimate.quotaRemaining ?? 0,
      limit: estimate.quotaLimit ?? 0,
    }),
  );
  for (const line of estimateLines(ctx.say, estimate)) ctx.io.err(`  ${line}`);
  const byId = new Map(items.map((i) => [i.id, i]));
  // What each of this command's runs paid for, as the run said when it ended: a run the workspace could not record
  // (a full disk) still spent its requests, and the total must say so.
  const spentByTask = new Map<string, number>();
  const off = ctx.core.events.subscribe((event, payload) => {
    if (event === 'snapshot:finished') {
      const p = payload as EventPayload<'snapshot:finished'>;
      spentByTask.set(p.taskId, p.requestsSpent);
    }
    if (event === 'snapshot:planned') {
      const p = payload as EventPayload<'snapshot:planned'>;
      const item = byId.get(p.itemId);
      if (item) ctx.io.err(planLine(ctx.say, item, p));
    } else if (event === 'snapshot:progress' && ctx.io.isTTY) {
      const p = payload as EventPayload<'snapshot:progress'>;
      ctx.io.err(progressLine(ctx.say, p));
    }
  });
  const results: unknown[] = [];
  const started = Date.now();
  let firstFailure: AppFailure | null = null;
  let spent = 0;
  try {
    for (const item of items) {
      const taskId = randomUUID();
      try {
        // An item another run (an overlapping cron job, the app) snapshotted since this command started is skipped.
        const result = await invoke(ctx, 'snapshot:run', { itemId: item.id, taskId, skipIfTakenSince: started });
        if (ctx.io.isTTY) ctx.io.err('\n');
        ctx.io.err(doneLine(ctx.say, result));
        for (const warning of allSaid(result.warnings, ctx.lang)) ctx.io.err(ctx.say('cli.warning', { warning }));
        spent += result.run.requestsSpent;
        const { item: _item, ...rest } = result;
        results.push({
          item: { id: item.id, kind: item.kind, name: item.name, externalID: item.externalID },
          status: 'done',
          ...rest,
          warnings: allSaid(rest.warnings),
        });
      } catch (error) {
        if (!(error instanceof AppFailure)) throw error;
        const takenMeanwhile = error.appError.code === 'busy' && error.appError.field === 'skipIfTakenSince';
        // Taken by another run meanwhile: what this command was asked for exists, so it is no failure.
        if (!takenMeanwhile) firstFailure ??= error;
        ctx.io.err(
          ctx.say('cli.snapshot.itemFailed', {
            kind: item.kind,
            name: item.name,
            skipped: takenMeanwhile ? 'yes' : 'no',
            reason: said(saidOf(error.appError), ctx.lang),
          }),
        );
        // Page 1 and more may have been paid for before the run failed; a refusal before any request left no run (and
        // no event: the latest run of an item found busy is the other run's, not this command's).
        spent += spentByTask.get(taskId) ?? 0;
        results.push({
          item: { id: item.id, kind: item.kind, name: item.name, externalID: item.externalID },
          status: takenMeanwhile ? 'skipped' : 'failed',
          error: error.appError,
        });
      }
    }
  } finally {
    off();
  }
  ctx.io.err(ctx.say('cli.snapshot.spentInAll', { spent }));
  if (flags.has('json')) printJson(ctx, results);
  if (firstFailure) throw firstFailure;
}
