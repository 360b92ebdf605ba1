// `aqar saved add|list|run|rename|duplicate|delete|export|import`: saved searches from the terminal. A search is
// saved as the operation command would run it (`aqar saved add NAME -- search-property --purpose for-rent
// --location "Dubai Marina"`), names resolved to ids and kept, so the app's form refills with the same chips; a
// market analysis as `aqar market` would run it (`aqar saved add NAME -- market trends --location …`).
import { uaeTimeText } from '#core/export/cell-values';
import { statSync } from 'node:fs';
import { AppFailure, saidOf } from '#shared/errors';
import { asWritten, ref } from '#shared/messages/message-ref';
import { OPERATION_NAMES, type OperationInput, type OperationName } from '#shared/data-service/operations';
import type { PickedName, SavedMarketQuery, SavedQuery, SavedSearch } from '#shared/domain/saved-query';
import {
  MARKET_ANALYSES,
  SAVED_IMPORT_MAX_CHARS,
  analysisOf,
  type DataRequest,
  type MarketAnalysisName,
} from '#shared/ipc/contract';
import { transactionsAnalysed } from '#shared/market/transactions-analysed';
import { MARKET_REPEATS, parseArgv } from './argv';
import { readFileBounded } from './bounded-read';
import type { CliContext } from './cli-context';
import type { Say } from '#shared/messages/say-in';
import { formatList } from '#shared/format/intl';
import { commandFlags, langFlag, type Flags } from './command-flags';
import { usageError, usageLinesOf } from './command-help';
import { invoke } from './invoke';
import { marketQueryOf, runMarketAnalysis } from './market-command';
import { parseMarketFlags } from './market-flags';
import { buildParams, collectAndPrint } from './operation-command';
import { NAME_FLAGS, nameTarget } from './resolve-names';
import { fmt, printJson, wordedTable } from './table-output';
import { terminalSafe } from './terminal-text';
import { sharedBy, withTeamFields } from './team-json';
import { writeTextAtomically } from '#core/export/atomic-file';

/**
 * The most bytes a file `saved:import` can take may have: its limit counts characters, and UTF-8 spends up to four
 * bytes on one (a file of Arabic names the app takes was refused here). Larger is refused before it is read whole.
 */
const IMPORT_MAX_BYTES = SAVED_IMPORT_MAX_CHARS * 4;

function needWord(word: string | undefined, what: string): string {
  if (!word?.trim())
    throw new AppFailure('validation', ref('error.cli.usageMissing', { lines: usageLinesOf('saved'), what }), {
      field: what,
    });
  return word.trim();
}

async function byName(ctx: CliContext, name: string): Promise<SavedQuery> {
  const query = (await invoke(ctx, 'saved:list', {})).find((q) => q.name.toLowerCase() === name.toLowerCase());
  if (!query) throw new AppFailure('not-found', ref('error.cli.noSavedSearchSee', { name }), { field: 'name' });
  return query;
}

const LIST_HEADERS = {
  name: 'cli.column.name',
  search: 'cli.column.search',
  lastRun: 'cli.column.lastRun',
  results: 'cli.column.results',
  watched: 'cli.column.watched',
  sharedBy: 'cli.column.sharedBy',
} as const;

const quoted = (text: string): string => (/[\s"]/.test(text) ? JSON.stringify(text) : text);

/** The search as its command line: names where the broker picked names (`--location "Dubai Marina"`). */
function describe(say: Say, query: SavedQuery): string {
  return query.kind === 'market' ? describeMarket(say, query) : describeSearch(query);
}

function describeSearch(query: SavedSearch): string {
  const picked = new Map(query.picks.map((p) => [`${p.param}:${p.id}`, p.name]));
  const params = Object.entries(query.params).map(([key, value]) => {
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    const names = values.map((v) => picked.get(`${key}:${v}`));
    const byName = NAME_FLAGS.find((flag) => nameTarget(flag, query.operation) === key);
    if (byName && names.every((n) => n !== undefined)) return `--${byName} ${quoted(names.join(','))}`;
    return `--${key.replaceAll('_', '-')} ${quoted(values.join(','))}`;
  });
  return terminalSafe(`${query.operation} ${params.join(' ')}`.trim());
}

/** A market analysis as the `aqar market` command that runs it (saved in the app: the analysis it prints). */
function describeMarket(say: Say, query: SavedMarketQuery): string {
  const { query: market, includeOutliers } = query.params;
  const analysis = analysisOf(query.params);
  const flags = [
    ...market.places.map((p) => `--location ${quoted(p.name)}`),
    ...(analysis === 'yield' ? [] : [`--purpose ${market.purpose}`]),
    ...(market.category ? [`--category ${market.category}`] : []),
    ...(market.beds ? [`--beds ${market.beds.join(',')}`] : []),
    `--period ${market.period}`,
    ...(market.completion === 'any' ? [] : [`--completion ${market.completion}`]),
    ...(includeOutliers ? ['--keep-outliers'] : []),
  ];
  // `aqar market trends` analyses its places as one market, the others each apart; say so when the saved one differs.
  const together = market.places.length > 1 && market.combine !== (analysis === 'trends');
  const places = together ? (market.combine ? 'combined' : 'apart') : 'asCommand';
  return say('cli.saved.marketCommand', { command: terminalSafe(`market ${analysis} ${flags.join(' ')}`), places });
}

const isAnalysis = (word: string | undefined): word is MarketAnalysisName =>
  (MARKET_ANALYSES as readonly (string | undefined)[]).includes(word);

/** `-- market <analysis> <flags…>`: the market command's own flags, places looked up by name. */
async function addMarket(ctx: CliContext, name: string, rest: readonly string[]): Promise<SavedQuery> {
  const parsed = parseArgv(rest, MARKET_REPEATS);
  const [, analysis, extra] = parsed.positionals;
  if (!isAnalysis(analysis) || extra !== undefined) {
    throw new AppFailure('validation', ref('error.cli.saved.afterMarket', { analyses: MARKET_ANALYSES.join(', ') }), {
      field: 'analysis',
    });
  }
  const flags = parseMarketFlags(analysis, parsed.flags, parsed.lists);
  const query = await marketQueryOf(ctx, analysis, flags);
  return invoke(ctx, 'saved:create-market', {
    name,
    market: { query, analysis, includeOutliers: flags.keepOutliers },
  });
}

async function add(ctx: CliContext, name: string, rest: readonly string[]): Promise<SavedQuery> {
  const [operation] = rest;
  if (operation === 'market') return addMarket(ctx, name, rest);
  if (!operation || !(OPERATION_NAMES as string[]).includes(operation)) {
    throw new AppFailure('validation', ref('error.cli.saved.afterDashes', { operations: OPERATION_NAMES.join(', ') }), {
      field: 'operation',
    });
  }
  const parsed = parseArgv(rest.slice(1));
  const picks: PickedName[] = [];
  const params = await buildParams(ctx, operation as OperationName, parsed.flags, picks);
  const request = { operation, params } as DataRequest;
  return invoke(ctx, 'saved:create', { name, request, picks });
}

async function run(ctx: CliContext, query: SavedQuery, flags: Flags): Promise<void> {
  commandFlags(flags, { lang: langFlag.optional() }, 'saved run');
  if (query.kind === 'market') return runMarket(ctx, query, flags);
  ctx.io.err(ctx.say('cli.saved.running', { name: terminalSafe(query.name), command: describe(ctx.say, query) }));
  const got = await collectAndPrint(ctx, query.operation, query.params as OperationInput<OperationName>, flags);
  await invoke(ctx, 'saved:mark-run', { id: query.id, resultCount: got.total ?? got.records.length });
  if (got.failure) throw new AppFailure(got.failure.code, saidOf(got.failure));
}

/** Runs a saved market analysis as `aqar market` would; its run is noted with the transactions it analysed. */
async function runMarket(ctx: CliContext, query: SavedMarketQuery, flags: Flags): Promise<void> {
  // A market analysis prints one table of figures: there are no pages to fetch all of, and its areas are in sq ft.
  const refused = ['all-pages', 'display-unit'].find((flag) => flags.has(flag));
  if (refused) {
    throw new AppFailure(
      'validation',
      ref('error.cli.saved.marketOutputs', { name: terminalSafe(query.name), flag: refused }),
      { field: refused },
    );
  }
  ctx.io.err(ctx.say('cli.saved.running', { name: terminalSafe(query.name), command: describe(ctx.say, query) }));
  const { query: market, includeOutliers } = query.params;
  const ran = await runMarketAnalysis(
    ctx,
    analysisOf(query.params),
    { ...market, policy: ctx.policy },
    includeOutliers,
    flags,
  );
  await invoke(ctx, 'saved:mark-run', { id: query.id, resultCount: transactionsAnalysed(ran.analysis) });
  if (ran.failure) throw ran.failure;
}

export async function runSavedCommand(
  ctx: CliContext,
  words: readonly string[],
  flags: Flags,
  rest: readonly string[],
): Promise<void> {
  const [action, first, second] = words;
  const json = flags.has('json');
  // The actions that check no flags of their own still refuse a --lang that is not one of the interface's.
  commandFlags(
    new Map([...flags].filter(([flag]) => flag === 'lang')),
    { lang: langFlag.optional() },
    `saved ${action ?? ''}`.trim(),
  );
  switch (action) {
    case 'add': {
      const team = flags.has('team');
      let query = await add(ctx, needWord(first, 'NAME'), rest);
      if (team) {
        // Queued for the team in the outbox: pushed by aqar team sync, or by the app, whenever the server answers.
        await invoke(ctx, 'team:share', { kind: 'saved-search', id: query.id });
        query = await invoke(ctx, 'saved:get', { id: query.id });
      }
      if (json) return printJson(ctx, withTeamFields(query));
      ctx.io.out(
        `${ctx.say('cli.saved.added', { name: terminalSafe(query.name), command: describe(ctx.say, query) })}\n`,
      );
      if (team) ctx.io.out(`${ctx.say('cli.team.queued.shared')}\n`);
      return;
    }
    case 'list': {
      commandFlags(flags, { lang: langFlag.optional() }, 'saved list');
      const queries = await invoke(ctx, 'saved:list', {});
      if (json) return printJson(ctx, queries.map(withTeamFields));
      const rows = queries.map((q) => ({
        name: q.name,
        search: describe(ctx.say, q),
        lastRun: q.lastRunAt ? uaeTimeText(q.lastRunAt) : '—',
        results: fmt(q.lastResultCount, ctx.lang),
        watched: ctx.say('cli.yesNo', { answer: q.watchItemId === null ? 'no' : 'yes' }),
        sharedBy: sharedBy(q.team, ctx.say),
      }));
      ctx.io.out(rows.length ? wordedTable(ctx.say, LIST_HEADERS, rows, 6, 60) : `${ctx.say('cli.saved.none')}\n`);
      return;
    }
    case 'run':
      return run(ctx, await byName(ctx, needWord(first, 'NAME')), flags);
    case 'rename': {
      const query = await invoke(ctx, 'saved:update', {
        id: (await byName(ctx, needWord(first, 'NAME'))).id,
        name: needWord(second, 'NEW'),
      });
      if (json) return printJson(ctx, query);
      ctx.io.out(`${ctx.say('cli.saved.renamed', { name: terminalSafe(query.name) })}\n`);
      return;
    }
    case 'duplicate': {
      const source = await byName(ctx, needWord(first, 'NAME'));
      const copy = await invoke(ctx, 'saved:duplicate', { id: source.id, ...(second ? { name: second } : {}) });
      if (json) return printJson(ctx, copy);
      ctx.io.out(`${ctx.say('cli.saved.duplicated', { name: terminalSafe(copy.name) })}\n`);
      return;
    }
    case 'delete': {
      const query = await byName(ctx, needWord(first, 'NAME'));
      await invoke(ctx, 'saved:delete', { id: query.id });
      const watched = query.watchItemId === null ? 'no' : 'yes';
      ctx.io.out(`${ctx.say('cli.saved.deleted', { name: terminalSafe(query.name), watched })}\n`);
      return;
    }
    case 'export': {
      const file = needWord(first, 'FILE');
      const exported = await invoke(ctx, 'saved:export', {});
      if (file === '-') ctx.io.out(exported.text);
      // Whole or not at all: a full disk leaves the previous export as it was, never 4 KB of broken JSON.
      else writeTextAtomically(file, exported.text, { dataDir: ctx.dataDir });
      const count = exported.file.queries.length;
      ctx.io.err(
        file === '-' ? ctx.say('cli.saved.exported', { count }) : ctx.say('cli.saved.exportedTo', { count, file }),
      );
      return;
    }
    case 'import': {
      const file = needWord(first, 'FILE');
      // A folder named as the file is the broker's to fix (exit 2), not a file that is missing (exit 6).
      if (file !== '-' && statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
        throw new AppFailure('validation', ref('error.cli.saved.importFolder', { file }), {
          field: 'file',
        });
      }
      let text: string;
      try {
        text =
          file === '-'
            ? await ctx.io.readStdin(IMPORT_MAX_BYTES, ref('error.cli.input.savedStdin'))
            : await readFileBounded(file, IMPORT_MAX_BYTES, asWritten(file));
      } catch (error) {
        if (error instanceof AppFailure) throw error;
        throw new AppFailure(
          'not-found',
          ref('error.cli.saved.cannotRead', { file, detail: (error as Error).message }),
          { field: 'file' },
        );
      }
      const result = await invoke(ctx, 'saved:import', { text });
      if (json) return printJson(ctx, result);
      ctx.io.out(`${ctx.say('cli.saved.imported', { count: result.imported.length })}\n`);
      for (const r of result.renamed) {
        ctx.io.out(`${ctx.say('cli.saved.importRenamed', { from: terminalSafe(r.from), to: terminalSafe(r.to) })}\n`);
      }
      if (result.alreadySaved.length > 0) {
        const quoted = result.alreadySaved.map((n) => ctx.say('cli.quoted', { name: terminalSafe(n) }));
        const names = formatList(quoted, ctx.lang, 'narrow');
        ctx.io.out(`${ctx.say('cli.saved.importSkipped', { count: result.alreadySaved.length, names })}\n`);
      }
      return;
    }
    default:
      throw new AppFailure('validation', usageError('saved'), { field: 'action' });
  }
}
