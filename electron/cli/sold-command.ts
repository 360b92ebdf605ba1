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
import { commandFlags, nameFlag, type Flags } from './command-flags';
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
};

const TERMINAL_MATCH_COLUMNS = [
  'id',
  'place',
  'beds',
  'lastAsking',
  'achieved',
  'ratio',
  'daysToRegistration',
  'confidence',
];

/** One ratio row as a sentence of figures, each with its count ("fewer than 5" where there are too few). */
function ratioLine(r: SoldRatioRow): string {
  const figure = (label: string, f: SoldRatioRow['saleToList']) =>
    f.n === 0 ? null : f.median === null ? `${label} fewer than 5 (n=${f.n})` : `${label} ${f.median} (n=${f.n})`;
  const who = r.agency !== null ? r.agency : `${r.place}, ${r.beds === 0 ? 'studio' : `${r.beds} bed`}`;
  const parts = [
    figure('sale-to-list', r.saleToList),
    figure('rent-to-ask', r.rentToAsk),
    figure('days to registration', r.daysToRegistration),
  ].filter((p): p is string => p !== null);
  return `${who}: ${parts.join(' · ')}`;
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
    notes: [...soldNotes(view), ...view.ratios.byPlaceBeds.map(ratioLine), ...view.ratios.byAgency.map(ratioLine)],
    columns: SOLD_MATCH_COLUMNS.map(({ value: _value, ...c }) => c),
    rows: soldCells(view.matches, SOLD_MATCH_COLUMNS),
  };
}

function terminalText(view: SoldView): string {
  const shown = SOLD_MATCH_COLUMNS.filter((c) => TERMINAL_MATCH_COLUMNS.includes(c.id));
  const rows = soldCells(view.matches.slice(0, 30), shown).map((row) =>
    row.map((cell, i) => terminalCell(cell, shown[i]!.kind, 'sqft', 'en')),
  );
  const more = view.matches.length > 30 ? `… and ${view.matches.length - 30} more (--csv or --xlsx for all)\n` : '';
  const ratios = [...view.ratios.byPlaceBeds, ...view.ratios.byAgency].map((r) => `${ratioLine(r)}\n`).join('');
  return `${renderColumns(
    shown.map((c) => c.header),
    rows,
  )}${more}\nPer place and bedrooms, then per agency (medians; none from fewer than 5 matches):\n${ratios}`;
}

export async function runSoldCommand(
  ctx: CliContext,
  flags: Flags,
  lists: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const own = commandFlags(flags, shape, 'market sold');
  if ((lists.get('location')?.length ?? 0) > 1) {
    throw new AppFailure('validation', ref('error.cli.market.soldOnePlace'), { field: 'location' });
  }
  const place = await lookup(ctx, 'location', own.location);
  const view = await invoke(ctx, 'market:sold', {
    place: { id: place.externalID, name: place.name },
    ...(own.beds === undefined ? {} : { beds: own.beds }),
  });
  for (const warning of allSaid(view.warnings)) ctx.io.err(`warning: ${warning}`);
  const wrote = await writeTableFiles(ctx, flags, soldTable(view));
  if (flags.has('json')) ctx.io.out(`${JSON.stringify({ ...view, warnings: allSaid(view.warnings) })}\n`);
  else if (!wrote) {
    ctx.io.out(terminalText(view));
    ctx.io.err(
      `${view.matches.length} match(es) from ${view.gone} advert(s) gone and ${view.transactions} transaction(s) stored. No request was sent.`,
    );
  }
}
