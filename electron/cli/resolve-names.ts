// Names instead of ids on the command line: places, developers, agencies and agents are looked up through the
// same cached operations the app uses, and each choice is reported on stderr.
import { AppFailure } from '#shared/errors';
import type { OperationName } from '#shared/data-service/operations';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';

export interface Named {
  externalID: string;
  name: string;
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const text = value as Record<string, string | undefined>;
    return text.en ?? Object.values(text).find((v) => typeof v === 'string') ?? '';
  }
  return '';
}

function best(query: string, candidates: readonly Named[], what: string): Named {
  const exact = candidates.find((c) => c.name.toLowerCase() === query.trim().toLowerCase());
  const chosen = exact ?? candidates[0];
  if (!chosen) throw new AppFailure('not-found', `No ${what} matches "${query}".`, { field: what });
  return chosen;
}

/** Looks one name up (a place through /autocomplete, a firm or agent through its search), saying what it chose. */
export async function lookup(
  ctx: CliContext,
  kind: 'location' | 'developer' | 'agency' | 'agent',
  query: string,
): Promise<Named> {
  const policy = ctx.policy;
  if (kind === 'location') {
    const answer = await invoke(ctx, 'data:fetch', { operation: 'autocomplete', params: { query }, policy });
    const places = answer.result.items.map((l) => ({ externalID: l.externalID, name: nameOf(l.name), path: l.path }));
    const chosen = best(query, places, 'place');
    ctx.io.err(
      `"${query}" → place ${chosen.externalID} (${places.find((p) => p.externalID === chosen.externalID)?.path ?? chosen.name})`,
    );
    return chosen;
  }
  const operation: 'developer-search-by-name' | 'agency-search-by-name' | 'agent-search-by-name' =
    kind === 'developer'
      ? 'developer-search-by-name'
      : kind === 'agency'
        ? 'agency-search-by-name'
        : 'agent-search-by-name';
  const answer = await invoke(ctx, 'data:fetch', { operation, params: { query }, policy });
  const items = (answer.result as { items: { externalID: string; name: unknown }[] }).items.map((i) => ({
    externalID: i.externalID,
    name: nameOf(i.name),
  }));
  const chosen = best(query, items, kind);
  ctx.io.err(`"${query}" → ${kind} ${chosen.externalID} (${chosen.name})`);
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
): Promise<Named[]> {
  const names = value
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const out: Named[] = [];
  for (const name of names) {
    const found = await lookup(ctx, flag, name);
    if (flag === 'agent' && operation === 'agent-properties') {
      // /agent-properties takes the agent's ownerID, which only /agent-details gives.
      const details = await invoke(ctx, 'data:fetch', {
        operation: 'agent-details',
        params: { agent_id: found.externalID },
        policy: ctx.policy,
      });
      const ownerID = details.result.ownerID;
      if (!ownerID) throw new AppFailure('not-found', `The data service gave no owner id for agent ${found.name}.`);
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
): Promise<string[]> {
  return (await resolveNamed(ctx, operation, flag, value)).map((n) => n.externalID);
}
