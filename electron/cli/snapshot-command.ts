// `aqar snapshot --all | --agency NAME | --developer NAME | --agent NAME | --saved NAME`: prints the estimate
// before anything is spent, each item's plan once page 1 told its size, then what was stored and spent. Items
// not yet watched are watched first. A failed item does not stop the others; the exit code names the first failure.
import { allSaid } from './said';
import { uaeDay } from '#shared/domain/uae-day';
import { randomUUID } from 'node:crypto';
import { AppFailure } from '#shared/errors';
import type { WatchItem } from '#shared/domain/portfolio';
import type { EventPayload, SnapshotEstimate, SnapshotRunResult } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import { commandFlags, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { findWatched, targetOf, watchTarget } from './portfolio-targets';
import { fmt, printJson } from './table-output';

async function itemsOf(ctx: CliContext, flags: Flags): Promise<WatchItem[]> {
  const target = targetOf(flags, 'snapshot', { orAll: true });
  if (target === null) return invoke(ctx, 'watch:list', {});
  const watched = await findWatched(ctx, target);
  if (watched && watched.removedAt === null) return [watched];
  const item = await watchTarget(ctx, target);
  ctx.io.err(`now watching ${item.kind} ${item.name} (${item.externalID})`);
  return [item];
}

function planLine(item: WatchItem, p: EventPayload<'snapshot:planned'>): string {
  const left = p.quotaRemaining === null ? '' : `; ${fmt(p.quotaRemaining)} left this month`;
  return (
    `${item.kind} ${item.name}: plan ${fmt(p.listings)} listings on ${fmt(p.pages)} page(s) → ${fmt(p.requests)} ` +
    `request(s) in all, ${fmt(p.requestsForPlan)} of them spent making the plan, about ${p.estimatedSeconds} s${left}`
  );
}

/** What each item's estimate rests on, so the broker can judge it before anything is spent. */
function estimateLines(estimate: SnapshotEstimate): string[] {
  return estimate.items.map((i) => {
    const what = `${i.kind} ${i.name}: `;
    const requests = `${fmt(i.estimatedRequests)} request(s)`;
    if (i.basis === 'last-snapshot') return `${what}about ${requests}, as its last snapshot took`;
    if (i.basis === 'listing-count') {
      return (
        `${what}about ${requests}, estimated from the ${fmt(i.listings)} listing(s) the data service reported ` +
        `on ${i.countAt ? uaeDay(i.countAt) : '?'} (one request per page); exact after page 1`
      );
    }
    return `${what}at least ${requests}: its size is not known until page 1`;
  });
}

function doneLine(result: SnapshotRunResult): string {
  const s = result.snapshot!;
  const c = result.changes;
  const changes = c
    ? `; since the previous: +${c.added} added, −${c.removed} removed, ${c.repriced} re-priced`
    : '; the first';
  return (
    `${result.item.kind} ${result.item.name}: snapshot ${s.id} stored, ${fmt(s.counts.total)} listings ` +
    `(${fmt(s.counts.sale)} for sale, ${fmt(s.counts.rent)} for rent${s.counts.projects ? `, ${s.counts.projects} projects` : ''})` +
    `${s.complete ? changes : ' (count only)'}; ${fmt(result.run.requestsSpent)} request(s) spent`
  );
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
    },
    'snapshot',
  );
  const items = await itemsOf(ctx, flags);
  if (items.length === 0) {
    ctx.io.err('Nothing is watched yet: aqar watch add --agency NAME (or --developer, --agent, --saved)');
    if (flags.has('json')) printJson(ctx, []);
    return;
  }
  const estimate = await invoke(ctx, 'snapshot:estimate', { itemIds: items.map((i) => i.id) });
  const quota =
    estimate.quotaRemaining === null
      ? 'the gateway reported no quota'
      : `${fmt(estimate.quotaRemaining)} of ${fmt(estimate.quotaLimit)} left this month`;
  ctx.io.err(
    `${items.length} item(s): ${estimate.basis === 'unknown' ? 'at least' : 'about'} ` +
      `${fmt(estimate.estimatedRequests)} request(s), about ${estimate.estimatedSeconds} s; ${quota}.`,
  );
  for (const line of estimateLines(estimate)) ctx.io.err(`  ${line}`);
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
      if (item) ctx.io.err(planLine(item, p));
    } else if (event === 'snapshot:progress' && ctx.io.isTTY) {
      const p = payload as EventPayload<'snapshot:progress'>;
      ctx.io.err(`\rpages ${p.pagesDone}/${p.pagesTotal}, requests ${p.requestsSpent}`);
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
        ctx.io.err(doneLine(result));
        for (const warning of allSaid(result.warnings)) ctx.io.err(`warning: ${warning}`);
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
        ctx.io.err(`${item.kind} ${item.name}: ${takenMeanwhile ? 'skipped' : 'failed'}: ${error.message}`);
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
  ctx.io.err(`${fmt(spent)} request(s) spent in all.`);
  if (flags.has('json')) printJson(ctx, results);
  if (firstFailure) throw firstFailure;
}
