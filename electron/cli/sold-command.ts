// `aqar market sold`: what a place's adverts sold for, from what is stored (no request): the adverts the stored
// snapshots saw go, matched to the place's stored transactions, with the ratios from the matches; as a terminal
// table, --json, --csv or --xlsx (the matches, with the rule and the ratios on the About sheet).
import { allSaid } from './said';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { SoldRatioRow, SoldView } from '#shared/domain/sold';
import { soldCells, soldNotes, SOLD_MATCH_COLUMNS } from '#shared/research/sold-table';
import type { CliContext } from './cli-context';
import { commandFlags, langFlag, nameFlag, type Flags } from './command-flags';
import { sayIn, type Say } from '#shared/messages/say-in';
import type { MessageId } from '#shared/messages/format-message';
import { invoke } from './invoke';
import { lookup } from './resolve-names';
import { renderColumns } from './table';
import { writeTableFiles, type TypedTable } from './table-files';
import { terminalCell } from './terminal-grid';

const shape = {
  location: nameFlag,
  beds: z.coerce
    .number<unknown>('must be a whole number of bedrooms (0 a studio)')
    .int('must be a whole number of bedrooms (0 a studio)')
    .min(0, 'must be 0 (a studio) or more')
    .optional(),
  lang: langFlag.optional(),
};

const TERMINAL_MATCH_COLUMNS: readonly string[] = [
  'id',
  'place',
  'beds',
  'lastAsking',
  'achieved',
  'ratio',
  'daysToRegistration',
  'confidence',
] satisfies TerminalColumn[];

type TerminalColumn =
  'id' | 'place' | 'beds' | 'lastAsking' | 'achieved' | 'ratio' | 'daysToRegistration' | 'confidence';

/** The terminal's headers: the window's Sold view's, the same words in English as the table's own. */
const MATCH_HEADERS = {
  id: 'soldView.matchHeaders.id',
  place: 'soldView.matchHeaders.place',
  beds: 'soldView.matchHeaders.beds',
  lastAsking: 'soldView.matchHeaders.lastAsking',
  achieved: 'soldView.matchHeaders.achieved',
  ratio: 'soldView.matchHeaders.ratio',
  daysToRegistration: 'soldView.matchHeaders.daysToRegistration',
  confidence: 'soldView.matchHeaders.confidence',
} as const satisfies Record<TerminalColumn, MessageId>;

/** The workbook and CSV stay English, as their columns (a file is read by scripts and other tools). */
const ENGLISH = sayIn('en');

/** One ratio row as a sentence of figures, each with its count ("fewer than 5" where there are too few). */
function ratioLine(say: Say, r: SoldRatioRow): string {
  const figure = (which: 'saleToList' | 'rentToAsk' | 'days', f: SoldRatioRow['saleToList']) =>
    f.n === 0
      ? null
      : say('cli.sold.figure', {
          figure: which,
          known: f.median === null ? 'no' : 'yes',
          median: f.median ?? 0,
          n: f.n,
        });
  const who = r.agency !== null ? r.agency : say('cli.sold.who', { place: r.place ?? '', beds: r.beds ?? 0 });
  const parts = [
    figure('saleToList', r.saleToList),
    figure('rentToAsk', r.rentToAsk),
    figure('days', r.daysToRegistration),
  ].filter((p): p is string => p !== null);
  return say('cli.sold.line', { who, figures: parts.join(' · ') });
}

function soldTable(view: SoldView): TypedTable {
  return {
    sheet: 'Sold',
    title: `What adverts sold for — ${view.place}`,
    parameters: [
      { name: 'Place', value: view.place },
      { name: 'Bedrooms', value: view.beds === null ? 'all' : String(view.beds) },
      { name: 'Matches', value: String(view.matches.length) },
    ],
    notes: [
      ...soldNotes(view),
      ...[...view.ratios.byPlaceBeds, ...view.ratios.byAgency].map((r) => ratioLine(ENGLISH, r)),
    ],
    columns: SOLD_MATCH_COLUMNS.map(({ value: _value, ...c }) => c),
    rows: soldCells(view.matches, SOLD_MATCH_COLUMNS),
  };
}

function terminalText(say: Say, view: SoldView): string {
  const shown = SOLD_MATCH_COLUMNS.filter((c) => TERMINAL_MATCH_COLUMNS.includes(c.id));
  const rows = soldCells(view.matches.slice(0, 30), shown).map((row) =>
    row.map((cell, i) => terminalCell(cell, shown[i]!.kind, 'sqft', say.lang)),
  );
  const more = view.matches.length > 30 ? `${say('cli.moreRows', { more: view.matches.length - 30 })}\n` : '';
  const ratios = [...view.ratios.byPlaceBeds, ...view.ratios.byAgency].map((r) => `${ratioLine(say, r)}\n`).join('');
  return `${renderColumns(
    shown.map((c) => say(MATCH_HEADERS[c.id as TerminalColumn])),
    rows,
  )}${more}\n${say('cli.sold.ratiosTitle')}\n${ratios}`;
}

export async function runSoldCommand(
  ctx: CliContext,
  flags: Flags,
  lists: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const own = commandFlags(flags, shape, 'market sold');
  const { say } = ctx;
  if ((lists.get('location')?.length ?? 0) > 1) {
    throw new AppFailure('validation', ref('error.cli.market.soldOnePlace'), { field: 'location' });
  }
  const place = await lookup(ctx, 'location', own.location);
  const view = await invoke(ctx, 'market:sold', {
    place: { id: place.externalID, name: place.name },
    ...(own.beds === undefined ? {} : { beds: own.beds }),
  });
  for (const warning of allSaid(view.warnings, ctx.lang)) ctx.io.err(say('cli.warning', { warning }));
  const wrote = await writeTableFiles(ctx, flags, soldTable(view));
  if (flags.has('json')) ctx.io.out(`${JSON.stringify({ ...view, warnings: allSaid(view.warnings) })}\n`);
  else if (!wrote) {
    ctx.io.out(terminalText(say, view));
    ctx.io.err(
      say('cli.sold.summary', { matches: view.matches.length, gone: view.gone, transactions: view.transactions }),
    );
  }
}
