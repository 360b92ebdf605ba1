// `aqar <operation> --param value …`: one command per data-service operation, flags derived from the contract.
import { writeFileSync } from 'node:fs';
import { AppFailure } from '#shared/errors';
import { OPERATIONS, type OperationInput, type OperationName } from '#shared/data-service/operations';
import type { Provenance } from '#shared/ipc/contract';
import { isPagedOperation } from '#core/data/fetch-all';
import type { CliContext } from './cli-context';
import { toCsv } from './csv';
import { NAME_FLAGS, nameTarget, resolveNames } from './resolve-names';
import { renderTable } from './table';

export const GLOBAL_FLAGS = [
  'json',
  'csv',
  'demo',
  'live',
  'offline',
  'refresh',
  'all-pages',
  'max-pages',
  'profile',
  'base-url',
  'host',
  'host-header',
  'key-header',
  'area-unit',
  'data-dir',
  'rate',
  'concurrency',
  'help',
  'quiet',
] as const;

export function parameterFlags(operation: OperationName): string[] {
  return Object.keys(OPERATIONS[operation].params.shape).map((p) => p.replaceAll('_', '-'));
}

async function buildParams(ctx: CliContext, operation: OperationName, flags: ReadonlyMap<string, string | true>) {
  const allowed = new Set(parameterFlags(operation));
  const params: Record<string, unknown> = {};
  for (const [flag, value] of flags) {
    if ((GLOBAL_FLAGS as readonly string[]).includes(flag)) continue;
    if (value === true) throw new AppFailure('validation', `--${flag} needs a value.`, { field: flag });
    const nameFlag = NAME_FLAGS.find((n) => n === flag);
    const target = nameFlag ? nameTarget(nameFlag, operation) : undefined;
    if (nameFlag && target && allowed.has(target.replaceAll('_', '-'))) {
      const ids = await resolveNames(ctx, operation, nameFlag, value);
      params[target] = target.endsWith('_ids') ? ids.join(',') : ids[0];
      continue;
    }
    if (!allowed.has(flag)) {
      const names = NAME_FLAGS.filter((n) => {
        const t = nameTarget(n, operation);
        return t !== undefined && allowed.has(t.replaceAll('_', '-'));
      });
      throw new AppFailure(
        'validation',
        `${operation} has no --${flag}. Its flags: ${[...allowed, ...names].map((f) => `--${f}`).join(' ')}`,
        { field: flag },
      );
    }
    params[flag.replaceAll('-', '_')] = value;
  }
  return params as OperationInput<OperationName>;
}

function maxPages(ctx: CliContext, flags: ReadonlyMap<string, string | true>): number {
  const raw = flags.get('max-pages');
  if (raw === undefined) return ctx.core.settings().limits.fetchAllCap;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new AppFailure('validation', '--max-pages must be a whole number of at least 1.', { field: 'max-pages' });
  return n;
}

interface Collected {
  records: unknown[];
  single: boolean;
  total: number | null;
  provenance: Provenance;
  warnings: string[];
}

async function collect(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
  flags: ReadonlyMap<string, string | true>,
): Promise<Collected> {
  const { data } = ctx.core;
  if (flags.has('all-pages') && isPagedOperation(operation)) {
    const cap = maxPages(ctx, flags);
    const plan = await data.fetchAll.plan(operation, params as never, cap);
    ctx.io.err(
      `${plan.totalItems} results on ${plan.totalPages} pages; fetching ${plan.pagesPlanned} page(s) costs ${plan.requestsNeeded} more request(s)` +
        `${plan.capped ? ` (capped at ${cap} pages: raise --max-pages to get the rest)` : ''}.`,
    );
    const pages: { page: number; items: unknown[] }[] = [];
    let last: Collected | null = null;
    for await (const { page, answer } of data.fetchAll.pages(operation, params as never, {
      cap,
      policy: ctx.policy,
      onProgress: (p) =>
        ctx.io.isTTY && ctx.io.err(`\rpages ${p.pagesDone}/${p.pagesTotal}, requests ${p.requestsSpent}`),
    })) {
      const result = answer.result as { items: unknown[]; total: number };
      pages.push({ page, items: result.items });
      last = {
        records: [],
        single: false,
        total: result.total,
        provenance: answer.provenance,
        warnings: answer.warnings,
      };
    }
    if (ctx.io.isTTY) ctx.io.err('\n');
    pages.sort((a, b) => a.page - b.page);
    return { ...last!, records: pages.flatMap((p) => p.items) };
  }
  const answer = await data.gateway.fetch(operation, params, { policy: ctx.policy });
  const result = answer.result as { items?: unknown[]; total?: number };
  const single = !Array.isArray(result.items);
  return {
    records: single ? [answer.result] : result.items!,
    single,
    total: single ? null : (result.total ?? null),
    provenance: answer.provenance,
    warnings: answer.warnings,
  };
}

export async function runOperation(
  ctx: CliContext,
  operation: OperationName,
  flags: ReadonlyMap<string, string | true>,
): Promise<void> {
  const params = await buildParams(ctx, operation, flags);
  const got = await collect(ctx, operation, params, flags);
  for (const warning of got.warnings) ctx.io.err(`warning: ${warning}`);
  const csv = flags.get('csv');
  if (typeof csv === 'string') {
    if (csv === '-') ctx.io.out(toCsv(got.records));
    else writeFileSync(csv, toCsv(got.records));
    if (csv !== '-') ctx.io.err(`${got.records.length} row(s) written to ${csv}`);
  }
  const source = `${got.provenance.source}${got.provenance.fromCache ? `, from the cache as of ${got.provenance.fetchedAt}` : `, fetched ${got.provenance.fetchedAt}`}`;
  if (flags.has('json')) {
    ctx.io.out(
      `${JSON.stringify({ operation, params, provenance: got.provenance, warnings: got.warnings, total: got.total, records: got.single ? undefined : got.records, record: got.single ? got.records[0] : undefined }, null, 2)}\n`,
    );
  } else if (typeof csv !== 'string') {
    ctx.io.out(renderTable(got.records));
    ctx.io.err(
      `${got.single ? 'record' : `${got.records.length} of ${got.total ?? got.records.length} result(s)`} (${source})`,
    );
  }
}
