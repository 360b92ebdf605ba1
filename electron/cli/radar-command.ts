// `aqar radar`: the acquisition radar of a place's stored listings or a watched item's latest snapshot, scored from
// what is stored (no request), as a terminal table, --json, --csv or --xlsx (with the rules on the About sheet).
import { allSaid } from './said';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { PURPOSES } from '#shared/data-service/params';
import { RADAR_FACTORS, type RadarFactor, type RadarView } from '#shared/domain/radar';
import { radarCells, radarColumns, radarColumnsIn, radarWeightsNote } from '#shared/research/radar-table';
import { formatRef } from '#shared/messages/format-message';
import { stripBidiControls } from '#shared/text/bidi-controls';
import type { CliContext } from './cli-context';
import { commandFlags, langFlag, nameFlag, type Flags } from './command-flags';
import type { Say } from '#shared/messages/say-in';
import type { MessageId } from '#shared/messages/format-message';

import { invoke } from './invoke';
import { requireWatched, TARGET_FLAGS, targetOf } from './portfolio-targets';
import { lookup } from './resolve-names';
import { renderColumns } from './table';
import { writeTableFiles, type TypedTable } from './table-files';
import { terminalCell } from './terminal-grid';

/** "days-on-market=3,price-cuts=2": each factor named once, a weight from 0 to 10; a bad part said in --lang. */
const weightsFlag = (say: Say) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const weights: Partial<Record<RadarFactor, number>> = {};
      for (const part of text.split(',').filter(Boolean)) {
        const [name, value] = part.split('=').map((s) => s.trim());
        const weight = Number(value);
        if (
          !(RADAR_FACTORS as readonly string[]).includes(name ?? '') ||
          value === undefined ||
          !Number.isFinite(weight)
        ) {
          ctx.addIssue({
            code: 'custom',
            message: say('cli.radar.badWeight', { part, factors: RADAR_FACTORS.join(', ') }),
          });
          return z.NEVER;
        }
        if (weight < 0 || weight > 10) {
          ctx.addIssue({ code: 'custom', message: say('cli.radar.weightRange', { factor: name ?? '' }) });
          return z.NEVER;
        }
        weights[name as RadarFactor] = weight;
      }
      return weights;
    });

const shapeOf = (say: Say) => ({
  location: nameFlag.optional(),
  agency: nameFlag.optional(),
  developer: nameFlag.optional(),
  agent: nameFlag.optional(),
  saved: nameFlag.optional(),
  purpose: z.enum(PURPOSES, 'must be for-sale or for-rent'),
  weights: weightsFlag(say).optional(),
  lang: langFlag.optional(),
});

/**
 * The workbook and CSV of the radar in `say`'s language (`--lang`), with the target, the rules (the core's, in
 * English, as the window's export states them) and the weights on the About sheet. Plain text: the About sheet
 * refuses the isolates a right-to-left sentence sets around its values.
 */
export function radarTable(say: Say, view: RadarView): TypedTable {
  const plain = stripBidiControls;
  // Headed as the window's radar, English too (`radarView.headers.*`); areas in square feet.
  const columns = radarColumnsIn(view.purpose, say.lang, 'sqft');
  const purpose = say(`search.purposes.${view.purpose}`);
  return {
    sheet: say('radarView.sheet'),
    title: plain(say('radarView.fileTitle', { name: view.target.name, purpose })),
    parameters: [
      {
        name: say(view.target.kind === 'place' ? 'radarView.place' : 'radarView.watchedItem'),
        value: view.target.name,
      },
      { name: say('radarView.purpose'), value: purpose },
      { name: say('cli.radar.about.listings'), value: say('cli.about.count', { count: view.rows.length }) },
    ].map((p) => ({ name: plain(p.name), value: plain(p.value) })),
    notes: [
      ...RADAR_FACTORS.map((f) => view.rules[f]),
      view.rules.score,
      radarWeightsNote(view, say.lang),
      ...view.warnings.map((w) => formatRef(say.lang, w)),
    ].map(plain),
    columns: columns.map(({ value: _value, header, ...c }) => ({ ...c, header: plain(header) })),
    rows: radarCells(view, columns),
    lang: say.lang,
  };
}

/** The terminal's headers: the window's radar's, as the files' (the few columns a terminal has room for). */
const TERMINAL_HEADERS = {
  score: 'radarView.headers.score',
  id: 'radarView.headers.id',
  place: 'radarView.headers.place',
  price: 'radarView.headers.price',
  'factor.days-on-market': 'radarView.headers.factor.days-on-market',
  'factor.price-cuts': 'radarView.headers.factor.price-cuts',
  'factor.premium': 'radarView.headers.factor.premium',
} as const satisfies Record<string, MessageId>;
type TerminalColumn = keyof typeof TERMINAL_HEADERS;
const isTerminal = (id: string): id is TerminalColumn => Object.hasOwn(TERMINAL_HEADERS, id);

function header(say: Say, id: TerminalColumn, purpose: RadarView['purpose']): string {
  return id === 'price' && purpose === 'for-rent' ? say('radarView.headers.price.rent') : say(TERMINAL_HEADERS[id]);
}

function terminalText(say: Say, view: RadarView): string {
  const all = radarColumns(view.purpose);
  const shown = all.filter((c) => isTerminal(c.id));
  const rows = radarCells(view, shown)
    .slice(0, 30)
    .map((row) => row.map((cell, i) => terminalCell(cell, shown[i]!.kind, 'sqft', say.lang)));
  const more = view.rows.length > 30 ? `${say('cli.moreRows', { more: view.rows.length - 30 })}\n` : '';
  return `${renderColumns(
    say,
    shown.map((c) => header(say, c.id as TerminalColumn, view.purpose)),
    rows,
  )}${more}`;
}

export async function runRadarCommand(ctx: CliContext, flags: Flags): Promise<void> {
  const own = commandFlags(flags, shapeOf(ctx.say), 'radar');
  const watched = TARGET_FLAGS.filter((k) => own[k] !== undefined);
  if ((own.location === undefined) === (watched.length === 0) || watched.length > 1) {
    throw new AppFailure(
      'validation',
      ref('error.cli.usageLine', {
        line: 'aqar radar --location NAME | --saved NAME | --agency NAME … --purpose for-sale|for-rent',
      }),
      { field: 'location' },
    );
  }
  const base = { purpose: own.purpose, ...(own.weights ? { weights: own.weights } : {}) };
  let view: RadarView;
  if (own.location !== undefined) {
    const place = await lookup(ctx, 'location', own.location);
    view = await invoke(ctx, 'radar:list', { ...base, place: { id: place.externalID, name: place.name } });
  } else {
    const item = await requireWatched(ctx, targetOf(flags, 'radar')!);
    view = await invoke(ctx, 'radar:list', { ...base, itemId: item.id });
  }
  for (const warning of allSaid(view.warnings, ctx.lang)) ctx.io.err(ctx.say('cli.warning', { warning }));
  const wrote = await writeTableFiles(ctx, flags, radarTable(ctx.say, view));
  if (flags.has('json')) ctx.io.out(`${JSON.stringify({ ...view, warnings: allSaid(view.warnings) })}\n`);
  else if (!wrote) {
    ctx.io.out(terminalText(ctx.say, view));
    ctx.io.err(ctx.say('cli.radar.done'));
  }
}
