// `aqar market trends|yield|outliers|compare`: places by name, the request estimate first (on stderr), the lists
// loaded into the local store, then the analysis from the store, printed as stable JSON, CSV or a table. A saved
// market analysis (`aqar saved add NAME -- market …`, `aqar saved run NAME`) is built and run by the same steps.
import { allSaid } from './said';
import { randomUUID } from 'node:crypto';
import { bedroomlessNotes } from './bedroomless-note';
import { AppFailure } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { sayIn, type Say } from '#shared/messages/say-in';
import { LANGS, langSchema, type Lang } from '#shared/domain/lang';
import type { EventPayload, MarketAnalysis, MarketPlan, MarketPlanStep, MarketQueryInput } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';
import { MARKET_ANALYSES, parseMarketFlags, type MarketAnalysisName, type MarketFlags } from './market-flags';
import { marketAbout, marketOutput, marketSheet, marketTerminalRows } from './market-output';
import { lookup } from './resolve-names';
import { renderTable } from './table';
import { fetchedSpan, writeTableFiles } from './table-files';

/** The tables' language (--lang; a saved analysis run again asks in English unless told). */
function langOf(flags: ReadonlyMap<string, string | true>): Lang {
  const parsed = langSchema.safeParse(flags.get('lang') ?? 'en');
  if (!parsed.success) {
    throw new AppFailure('validation', ref('error.cli.lang', { langs: LANGS.join(', ') }), { field: 'lang' });
  }
  return parsed.data;
}

function isAnalysis(word: string | undefined): word is MarketAnalysisName {
  return (MARKET_ANALYSES as readonly (string | undefined)[]).includes(word);
}

/**
 * What one list of the plan will do: read what is stored (offline, perhaps nothing), or fetch pages. English writes
 * the counts ungrouped (::group-off), as it always has; the other languages group them their own way.
 */
function stepRef(step: MarketPlanStep): MessageRef {
  const list = { place: step.placeName, purpose: step.purpose === 'for-sale' ? 'sale' : 'rent' };
  if (step.action === 'stored') {
    return step.held
      ? ref('cli.market.plan.stored', { ...list, from: step.held.from, to: step.held.to })
      : ref('cli.market.plan.notStored', list);
  }
  return ref('cli.market.plan.fetch', {
    ...list,
    extend: step.action === 'extend' ? 'yes' : 'no',
    pages: step.pagesPlanned,
    requests: step.requestsNeeded,
    capped: step.capped ? 'yes' : 'no',
  });
}

function describePlan(plan: MarketPlan, say: Say): string {
  const lists = plan.steps.map(stepRef).reduce((first, second) => ref('cli.market.plan.join', { first, second }));
  // The plan reads each list's first page to size it: said, so the count matches what aqar usage then shows.
  return say('cli.market.plan.summary', {
    lists,
    firstPages: plan.requestsSpent > 0 ? 'yes' : 'no',
    spent: plan.requestsSpent,
    needed: plan.requestsNeeded,
    quota: plan.quotaShare !== null && plan.requestsNeeded > 0 ? 'yes' : 'no',
    percent: Math.round((plan.quotaShare ?? 0) * 100),
    left: plan.quotaRemaining ?? 0,
    timed: plan.requestsNeeded > 0 ? 'yes' : 'no',
    seconds: plan.estimatedSeconds,
  });
}

/** The market query of the parsed flags, places looked up by name (the run's cache policy included). */
export async function marketQueryOf(
  ctx: CliContext,
  analysis: MarketAnalysisName,
  flags: MarketFlags,
): Promise<MarketQueryInput> {
  const places: { id: string; name: string; given: string }[] = [];
  for (const name of flags.locations) {
    const place = await lookup(ctx, 'location', name);
    // Two names of one place ("Dubai Marina", "Marina") are the broker's to fix, said with the names typed;
    // the contract would refuse the query as "places: lists a place twice", naming none of them.
    const same = places.find((p) => p.id === place.externalID);
    if (same) {
      throw new AppFailure(
        'validation',
        ref('error.cli.market.samePlace', { given: same.given, name, place: place.name, id: place.externalID }),
        { field: 'location' },
      );
    }
    places.push({ id: place.externalID, name: place.name, given: name });
  }
  return {
    places: places.map(({ id, name }) => ({ id, name })),
    // Several places in trends are one market; yield, outliers and compare keep each place apart.
    combine: analysis === 'trends',
    purpose: analysis === 'yield' ? 'both' : flags.purpose,
    completion: flags.completion,
    period: flags.period,
    policy: ctx.policy,
    ...(flags.category ? { category: flags.category } : {}),
    ...(flags.beds ? { beds: flags.beds } : {}),
  };
}

/** Plans and loads a market (the estimate on stderr first); answers the requests spent. */
export async function loadMarket(ctx: CliContext, market: MarketQueryInput): Promise<number> {
  const plan = await invoke(ctx, 'market:plan', market);
  ctx.io.err(describePlan(plan, ctx.say));
  const taskId = randomUUID();
  const off = ctx.core.events.subscribe((event, payload) => {
    if (event !== 'market:progress' || !ctx.io.isTTY) return;
    const p = payload as EventPayload<'market:progress'>;
    if (p.taskId === taskId)
      ctx.io.err(`\rlist ${p.step}/${p.steps}: pages ${p.pagesDone}/${p.pagesTotal}, requests ${p.requestsSpent}`);
  });
  try {
    const loaded = await invoke(ctx, 'market:load', { taskId, query: market });
    if (ctx.io.isTTY && plan.requestsNeeded > 0) ctx.io.err('\n');
    for (const warning of allSaid(loaded.warnings, ctx.lang)) ctx.io.err(ctx.say('cli.warning', { warning }));
    if (loaded.cancelled) throw new AppFailure('cancelled', ref('error.cli.market.cancelled'));
    return plan.requestsSpent + loaded.requestsSpent;
  } finally {
    off();
  }
}

export async function runMarketCommand(
  ctx: CliContext,
  action: string | undefined,
  flags: ReadonlyMap<string, string | true>,
  lists: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  if (!isAnalysis(action)) {
    throw new AppFailure(
      'validation',
      ref('error.cli.usageSee', {
        line: `aqar market ${MARKET_ANALYSES.join('|')} --location NAME …`,
        help: 'aqar market --help',
      }),
      { field: 'action' },
    );
  }
  const parsed = parseMarketFlags(action, flags, lists);
  const market = await marketQueryOf(ctx, action, parsed);
  const ran = await runMarketAnalysis(ctx, action, market, parsed.keepOutliers, flags);
  if (ran.failure) throw ran.failure;
}

export interface MarketRun {
  analysis: MarketAnalysis;
  /** What the printed figures lack (lists missing or held for a shorter span): exit code 5, after printing. */
  failure: AppFailure | null;
}

/** Plans and loads `market`, analyses it from the store and prints `action`'s output as the flags ask. */
export async function runMarketAnalysis(
  ctx: CliContext,
  action: MarketAnalysisName,
  market: MarketQueryInput,
  keepOutliers: boolean,
  flags: ReadonlyMap<string, string | true>,
): Promise<MarketRun> {
  const requests = await loadMarket(ctx, market);
  const analysis: MarketAnalysis = await invoke(ctx, 'market:analyze', {
    query: market,
    outliers: { exclude: !keepOutliers },
    // The monthly series alone, unless a workbook is asked: it holds the window's trend tables too, whose all-bedroom
    // months the series by bedrooms does not give.
    sections: action === 'trends' && !flags.has('xlsx') ? 'trends' : 'all',
  });
  for (const warning of allSaid(analysis.warnings, ctx.lang)) ctx.io.err(ctx.say('cli.warning', { warning }));
  for (const note of bedroomlessNotes(action, market, analysis)) ctx.io.err(ctx.say('cli.note', { note }));
  const output = marketOutput(action, analysis, requests);
  const lang = langOf(flags);
  const sheet = marketSheet(action, output, analysis, {
    lang,
    keepOutliers,
    ...(market.beds ? { beds: market.beds } : {}),
  });
  const wrote = await writeTableFiles(ctx, flags, {
    sheet: `Market ${action}`,
    ...marketAbout(action, market, analysis),
    ...sheet,
    lang,
    fetched: fetchedSpan(analysis.coverage.map((c) => c.fetchedAt)),
  });
  if (flags.has('json')) ctx.io.out(`${JSON.stringify(output.json)}\n`);
  else if (!wrote) {
    // Every column the files hold (the outliers' twelve once lost their last two here), each cut at 28 characters.
    ctx.io.out(renderTable(sayIn(lang), marketTerminalRows(sheet, lang), sheet.columns.length, 28));
    ctx.io.err(ctx.say('cli.market.spent', { rule: analysis.rule.description, requests }));
  }
  // What could be analysed is out; the exit code still tells a script that part of the market is missing.
  const missing = analysis.coverage.filter((c) => c.status === 'missing');
  if (missing.length > 0) return { analysis, failure: missingLists(ctx, market, analysis, missing) };
  // A list held for less than the period asked (the page cap stopped its fetch) makes figures of a shorter market
  // than the one asked: they are printed, but the run did not do what was asked, so it exits 5, as pages missing.
  const partial = analysis.coverage.filter((c) => c.status === 'partial');
  if (partial.length > 0) return { analysis, failure: shortLists(ctx, market, partial) };
  return { analysis, failure: null };
}

/** Lists of the market named together, as one message ("Dubai Marina sales, Dubai Marina rents"). */
function joined(lists: readonly MessageRef[]): MessageRef {
  return lists.reduce((first, second) => ref('error.cli.market.listJoin', { first, second }));
}

/** Names the lists held for only part of the period asked, from when, and the flag that gets the rest. */
function shortLists(ctx: CliContext, market: MarketQueryInput, partial: MarketAnalysis['coverage']): AppFailure {
  const names = new Map(market.places.map((p) => [p.id, p.name]));
  const lists = joined(
    partial.map((c) =>
      ref('error.cli.market.shortList', {
        place: names.get(c.placeId) ?? c.placeId,
        purpose: c.purpose === 'for-sale' ? 'sale' : 'rent',
        from: c.span?.from ?? '?',
      }),
    ),
  );
  const cap = ctx.core.settings().limits.fetchAllCap;
  const offline = ctx.policy === 'offline';
  return new AppFailure(
    offline ? 'offline' : 'upstream',
    offline
      ? ref('error.cli.market.shortSpanOffline', { period: String(market.period), lists })
      : ref('error.cli.market.shortSpan', { period: String(market.period), lists, cap }),
  );
}

/** Names the lists of the market that are not stored (exit 5): offline, loading them is what the broker must do. */
function missingLists(
  ctx: CliContext,
  market: MarketQueryInput,
  analysis: MarketAnalysis,
  missing: MarketAnalysis['coverage'],
): AppFailure {
  const names = new Map(market.places.map((p) => [p.id, p.name]));
  const lists = joined(
    missing.map((c) =>
      ref('error.cli.market.listOf', {
        place: names.get(c.placeId) ?? c.placeId,
        purpose: c.purpose === 'for-sale' ? 'sale' : 'rent',
      }),
    ),
  );
  const counts = { missing: missing.length, total: analysis.coverage.length };
  return ctx.policy === 'offline'
    ? new AppFailure('offline', ref('error.cli.market.notStoredOffline', { lists, ...counts }))
    : new AppFailure('upstream', ref('error.cli.market.notStored', { lists, ...counts }));
}
