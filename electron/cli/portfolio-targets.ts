// Which watch item a portfolio command means: --agency, --developer, --agent or --saved with a name, matched
// against the watchlist first (no request), and looked up through the data service only when watching it anew.
import { AppFailure, saidOf } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { WatchItem, WatchKind } from '#shared/domain/portfolio';
import type { CliContext } from './cli-context';
import type { Flags } from './command-flags';
import { invoke } from './invoke';
import { lookup, onlyMatch, type MatchKind } from './resolve-names';

export interface Target {
  kind: WatchKind;
  value: string;
}

export const TARGET_FLAGS: readonly WatchKind[] = ['agency', 'developer', 'agent', 'saved'];

/** What a refusal listing several watched items calls them. */
const WATCHED_KIND: Readonly<Record<WatchKind, MatchKind>> = {
  agency: 'watchedAgency',
  developer: 'watchedDeveloper',
  agent: 'watchedAgent',
  saved: 'watchedSaved',
};

export function targetOf(flags: Flags, command: string, options: { orAll?: boolean } = {}): Target | null {
  const given = TARGET_FLAGS.filter((kind) => flags.has(kind));
  const all = options.orAll === true && flags.has('all');
  const usage = `aqar ${command} ${options.orAll ? '--all | ' : ''}--agency NAME | --developer NAME | --agent NAME | --saved NAME`;
  if (given.length + (all ? 1 : 0) !== 1)
    throw new AppFailure('validation', ref('error.cli.usageLine', { line: usage }), { field: 'target' });
  if (all) return null;
  const kind = given[0]!;
  const value = flags.get(kind);
  if (typeof value !== 'string' || !value.trim()) {
    throw new AppFailure('validation', ref('error.cli.needsName', { flag: kind }), { field: kind });
  }
  return { kind, value: value.trim() };
}

/** The watched item (watched or once watched) the target names, or null. */
export async function findWatched(ctx: CliContext, target: Target): Promise<WatchItem | null> {
  const items = (await invoke(ctx, 'watch:list', { includeRemoved: true })).filter((i) => i.kind === target.kind);
  const wanted = target.value.toLowerCase();
  const exact = items.filter((i) => i.externalID === target.value || i.name.toLowerCase() === wanted);
  const partial = items.filter((i) => i.name.toLowerCase().includes(wanted));
  const pick = (list: WatchItem[]) => list.find((i) => i.removedAt === null) ?? list[0] ?? null;
  if (exact.length > 0) return pick(exact);
  const distinct = [...new Map(partial.map((i) => [i.externalID, i])).values()];
  if (distinct.length > 1) {
    // Refused as a name the data service matches several times is: each with its id, which is taken in its place.
    onlyMatch(
      target.value,
      distinct.map((i) => ({
        externalID: i.externalID,
        name: i.name,
        ...(i.removedAt ? { unwatched: true } : {}),
      })),
      WATCHED_KIND[target.kind],
      target.kind,
    );
  }
  return pick(partial);
}

export async function requireWatched(ctx: CliContext, target: Target): Promise<WatchItem> {
  const item = await findWatched(ctx, target);
  if (!item) {
    throw new AppFailure('not-found', ref('error.cli.notWatched', { kind: target.kind, name: target.value }), {
      field: target.kind,
    });
  }
  return item;
}

/** Watches the target (a name looked up at the data service, or a saved search by name); returns the item. */
export async function watchTarget(ctx: CliContext, target: Target): Promise<WatchItem> {
  if (target.kind === 'saved') {
    const query = (await invoke(ctx, 'saved:list', {})).find(
      (q) => q.name.toLowerCase() === target.value.toLowerCase(),
    );
    if (!query)
      throw new AppFailure('not-found', ref('error.cli.noSavedSearch', { name: target.value }), { field: 'saved' });
    return invoke(ctx, 'watch:add', { kind: 'saved', savedQueryId: query.id });
  }
  const found = await lookup(ctx, target.kind, target.value);
  // An id stands in for a name: the firm behind it is looked up (one that does not exist is refused before it is
  // watched, and its real name is kept, never the id in its place).
  const name =
    found.name === found.externalID
      ? await nameOfId(ctx, target.kind, found.externalID).catch((error: unknown) => {
          if (!(error instanceof AppFailure) || error.appError.code !== 'not-found') throw error;
          throw new AppFailure(
            'not-found',
            ref('error.cli.noSuchId', { kind: target.kind, id: found.externalID, detail: saidOf(error.appError) }),
            {
              field: target.kind,
            },
          );
        })
      : found.name;
  return invoke(ctx, 'watch:add', { kind: target.kind, externalID: found.externalID, name });
}

/** The name of the agency, agent or developer an id stands for: its details, or the name it was watched under. */
async function nameOfId(ctx: CliContext, kind: Exclude<WatchKind, 'saved'>, id: string): Promise<string> {
  if (kind !== 'developer') {
    const request =
      kind === 'agency'
        ? ({ operation: 'agency-details', params: { agency_id: id } } as const)
        : ({ operation: 'agent-details', params: { agent_id: id } } as const);
    const answer = await invoke(ctx, 'data:fetch', { ...request, policy: ctx.policy });
    return answer.result.name || id;
  }
  // The service has no developer-detail operation: the name it was watched under, if ever.
  const watched = (await invoke(ctx, 'watch:list', { includeRemoved: true })).find(
    (i) => i.kind === 'developer' && i.externalID === id,
  );
  return watched?.name ?? id;
}
