// Names instead of ids on the command line: places, developers, agencies and agents are looked up through the
// same cached operations the app uses, and each choice is reported on stderr.
import { AppFailure } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import type { OperationName } from '#shared/data-service/operations';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';

export interface Named {
  externalID: string;
  name: string;
  /** What tells two of one name apart in a refusal (an agent's agency). */
  detail?: string;
  /** A watched item no longer watched: said so in a refusal that lists it. */
  unwatched?: boolean;
}

/** What a refusal calls the candidates: the data service's kinds, or the items watched. */
export type MatchKind =
  'place' | 'agency' | 'developer' | 'agent' | 'watchedAgency' | 'watchedDeveloper' | 'watchedAgent' | 'watchedSaved';

/** One candidate as a refusal lists it. */
function listedOne(c: Named): MessageRef {
  if (c.unwatched) return ref('error.cli.several.unwatched', { name: c.name, id: c.externalID });
  return c.detail
    ? ref('error.cli.several.oneWithDetail', { name: c.name, detail: c.detail, id: c.externalID })
    : ref('error.cli.several.one', { name: c.name, id: c.externalID });
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const text = value as Record<string, string | undefined>;
    return text.en ?? Object.values(text).find((v) => typeof v === 'string') ?? '';
  }
  return '';
}

/** How many candidates a refusal names; the rest are counted. */
const LISTED = 8;

/**
 * The place a name stands for: its exact match, else the busiest match (places are said as brokers say them: "JVC",
 * "marina"), reported on stderr.
 */
function bestPlace(query: string, candidates: readonly Named[]): Named {
  const exact = candidates.find((c) => c.name.toLowerCase() === query.trim().toLowerCase());
  const chosen = exact ?? candidates[0];
  if (!chosen) throw new AppFailure('not-found', ref('error.cli.noPlace', { query }), { field: 'location' });
  return chosen;
}

/**
 * The firm or agent a name stands for: the one whose name it is, or the only one it matches. A name several match
 * is refused with them listed: "Sandstone" once chose the first of seven agencies and went on with exit 0.
 */
export function onlyMatch(query: string, candidates: readonly Named[], what: MatchKind, flag: string = what): Named {
  const wanted = query.trim().toLowerCase();
  const exact = candidates.filter((c) => c.name.toLowerCase() === wanted);
  const pool = exact.length > 0 ? exact : candidates;
  if (pool.length === 1) return pool[0]!;
  if (pool.length === 0) throw new AppFailure('not-found', ref('error.cli.noMatch', { what, query }), { field: what });
  const first = pool
    .slice(0, LISTED)
    .map(listedOne)
    .reduce((a: MessageRef, b) => ref('error.cli.several.and', { first: a, second: b }));
  const listed =
    pool.length > LISTED ? ref('error.cli.several.more', { listed: first, more: pool.length - LISTED }) : first;
  throw new AppFailure(
    'validation',
    ref('error.cli.several', {
      flag,
      query,
      exact: exact.length > 1 ? 'yes' : 'no',
      count: pool.length,
      what,
      listed,
      id: pool[0]!.externalID,
    }),
    { field: flag },
  );
}

/**
 * Offline, a name never looked up on this computer is the missing piece, not the search: said so ("Working offline,
 * and this search has not been fetched before" once sent a broker looking at a search whose rows were all stored).
 */
async function namedOffline<T>(ask: () => Promise<T>, kind: string, query: string, flag: string): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof AppFailure && error.appError.code === 'offline') {
      const noun = kind === 'location' ? 'place' : kind;
      throw new AppFailure('offline', ref('error.cli.nameOffline', { noun, query, flag }), { field: flag });
    }
    throw error;
  }
}

/** The request a look-up spent, said beside it, so the run's estimates and `aqar usage` add up. */
const spent = (answer: { provenance: { fromCache: boolean } }): 'yes' | 'no' =>
  answer.provenance.fromCache ? 'no' : 'yes';

/** Looks one name up (a place through /autocomplete, a firm or agent through its search), saying what it chose. */
export async function lookup(
  ctx: CliContext,
  kind: 'location' | 'developer' | 'agency' | 'agent',
  query: string,
  /** The flag the name was given with, as messages name it (`compare add agency --name`). */
  flag: string = kind,
): Promise<Named> {
  const policy = ctx.policy;
  // An id in place of the name: what a name several firms or agents share leaves, and a name never looked up offline.
  if (/^\d+$/.test(query.trim())) {
    ctx.io.err(ctx.say('cli.resolved.asId', { query, kind: kind === 'location' ? 'place' : kind, id: query.trim() }));
    return { externalID: query.trim(), name: query.trim() };
  }
  if (kind === 'location') {
    const answer = await namedOffline(
      () => invoke(ctx, 'data:fetch', { operation: 'autocomplete', params: { query }, policy }),
      kind,
      query,
      flag,
    );
    const places = answer.result.items.map((l) => ({ externalID: l.externalID, name: nameOf(l.name), path: l.path }));
    const chosen = bestPlace(query, places);
    const path = places.find((p) => p.externalID === chosen.externalID)?.path ?? chosen.name;
    ctx.io.err(
      ctx.say('cli.resolved', { query, kind: 'place', id: chosen.externalID, name: path, spent: spent(answer) }),
    );
    return chosen;
  }
  const operation: 'developer-search-by-name' | 'agency-search-by-name' | 'agent-search-by-name' =
    kind === 'developer'
      ? 'developer-search-by-name'
      : kind === 'agency'
        ? 'agency-search-by-name'
        : 'agent-search-by-name';
  const answer = await namedOffline(
    () => invoke(ctx, 'data:fetch', { operation, params: { query }, policy }),
    kind,
    query,
    flag,
  );
  const items = (
    answer.result as { items: { externalID: string; name: unknown; agency?: { name?: string } | null }[] }
  ).items.map((i) => ({
    externalID: i.externalID,
    name: nameOf(i.name),
    ...(i.agency?.name ? { detail: i.agency.name } : {}),
  }));
  const chosen = onlyMatch(query, items, kind, flag);
  ctx.io.err(ctx.say('cli.resolved', { query, kind, id: chosen.externalID, name: chosen.name, spent: spent(answer) }));
  return chosen;
}

/** Which parameter each name flag fills, per operation. */
const TARGETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  location: { 'agency-search': 'location_id', '*': 'location_ids' },
  developer: { '*': 'developer_ids' },
  agency: {
    'agency-details': 'agency_id',
    'agency-agents': 'agency_id',
    'agency-properties': 'agency_external_id',
    '*': 'agency_ids',
  },
  agent: { 'agent-details': 'agent_id', 'agent-properties': 'owner_id', '*': 'agent_ids' },
};

export const NAME_FLAGS = Object.keys(TARGETS) as ('location' | 'developer' | 'agency' | 'agent')[];

export function nameTarget(flag: string, operation: OperationName): string | undefined {
  const table = TARGETS[flag];
  return table?.[operation] ?? table?.['*'];
}

/** The ids a name flag stands for, each with the name it was chosen by (a form refills with these as chips). */
export async function resolveNamed(
  ctx: CliContext,
  operation: OperationName,
  flag: (typeof NAME_FLAGS)[number],
  value: string,
  said: string = flag,
): Promise<Named[]> {
  const names = value
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const noun = flag === 'location' ? 'place' : flag;
  if (names.length === 0) {
    throw new AppFailure('validation', ref('error.cli.emptyName', { flag: said, noun }), { field: said });
  }
  // A parameter of one id (agency-search's location_id) takes one name: a second was dropped without a word.
  const target = nameTarget(flag, operation);
  if (names.length > 1 && target && !target.endsWith('_ids')) {
    throw new AppFailure(
      'validation',
      ref('error.cli.oneName', {
        flag: said,
        operation,
        noun,
        count: names.length,
        names: names.map((n) => `"${n}"`).join(', '),
      }),
      { field: said },
    );
  }
  const out: Named[] = [];
  for (const name of names) {
    const found = await lookup(ctx, flag, name, said);
    if (flag === 'agent' && operation === 'agent-properties') {
      // /agent-properties takes the agent's ownerID, which only /agent-details gives.
      const details = await invoke(ctx, 'data:fetch', {
        operation: 'agent-details',
        params: { agent_id: found.externalID },
        policy: ctx.policy,
      });
      const ownerID = details.result.ownerID;
      if (!ownerID) throw new AppFailure('not-found', ref('error.cli.noOwnerId', { name: found.name }));
      out.push({ externalID: ownerID, name: found.name });
    } else {
      out.push(found);
    }
  }
  return out;
}

export async function resolveNames(
  ctx: CliContext,
  operation: OperationName,
  flag: (typeof NAME_FLAGS)[number],
  value: string,
  said: string = flag,
): Promise<string[]> {
  return (await resolveNamed(ctx, operation, flag, value, said)).map((n) => n.externalID);
}
