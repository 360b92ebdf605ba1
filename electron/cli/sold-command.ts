// `aqar market sold`: what a place's adverts sold for, from what is stored (no request): the adverts the stored
// snapshots saw go, matched to the place's stored transactions, with the ratios from the matches; as a terminal
// table, --json, --csv or --xlsx (the matches, with the rule and the ratios on the About sheet).
import { allSaid } from './said';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { SoldMatch, SoldRatioRow, SoldView } from '#shared/domain/sold';
import {
  localizedMatchColumns,
  soldCells,
  soldNotes,
  SOLD_MATCH_COLUMNS,
  type SoldColumn,
} from '#shared/research/sold-table';
import { stripBidiControls } from '#shared/text/bidi-controls';
import type { CliContext } from './cli-context';
import { commandFlags, langFlag, nameFlag, type Flags } from './command-flags';
import type { Say } from '#shared/messages/say-in';
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

/** The terminal's headers: the window's Sold view's, as the files'. */
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

/**
 * The matches' columns as the CLI's files head them: as the window's export, English too (`soldView.matchHeaders.*`);
 * areas in square feet. The reasons stay, in English, the definition's plain phrases these files have always written
 * (scripts read the cells); in another language they are the window's sentences.
 */
function fileColumns(say: Say): SoldColumn<SoldMatch>[] {
  const columns = localizedMatchColumns(say.lang, 'sqft');
  return say.lang === 'en' ? columns.map((c, i) => ({ ...c, value: SOLD_MATCH_COLUMNS[i]!.value })) : columns;
}

/**
 * The workbook and CSV of the matches in `say`'s language (`--lang`), with the rule (the core's, in English, as the
 * window's export states it) and the ratios on the About sheet. Plain text: the About sheet refuses the isolates a
 * right-to-left sentence sets around its values.
 */
export function soldTable(say: Say, view: SoldView): TypedTable {
  const plain = stripBidiControls;
  const columns = fileColumns(say);
  return {
    sheet: say('cli.sold.sheet'),
    title: plain(say('soldView.fileTitle', { place: view.place })),
    parameters: [
      { name: say('reportView.print.facts.place'), value: view.place },
      {
        name: say('reportView.print.facts.beds'),
        value: say('cli.sold.about.beds', { all: view.beds === null ? 'yes' : 'no', beds: view.beds ?? 0 }),
      },
      { name: say('soldView.ratioHeaders.matches'), value: say('cli.about.count', { count: view.matches.length }) },
    ].map((p) => ({ name: plain(p.name), value: plain(p.value) })),
    notes: [
      ...soldNotes(view),
      ...[...view.ratios.byPlaceBeds, ...view.ratios.byAgency].map((r) => plain(ratioLine(say, r))),
    ],
    columns: columns.map(({ value: _value, header, ...c }) => ({ ...c, header: plain(header) })),
    rows: soldCells(view.matches, columns),
    lang: say.lang,
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
    say,
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
  const wrote = await writeTableFiles(ctx, flags, soldTable(say, view));
  if (flags.has('json')) ctx.io.out(`${JSON.stringify({ ...view, warnings: allSaid(view.warnings) })}\n`);
  else if (!wrote) {
    ctx.io.out(terminalText(say, view));
    ctx.io.err(
      say('cli.sold.summary', { matches: view.matches.length, gone: view.gone, transactions: view.transactions }),
    );
  }
}
