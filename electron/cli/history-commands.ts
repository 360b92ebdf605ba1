// `aqar history`, `aqar diff`, `aqar portfolio` and `aqar share`: portfolio history from the workspace alone
// (offline, no request), as a table, --json, or --csv FILE.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { sayIn, type Say } from '#shared/messages/say-in';
import { formatInteger } from '#shared/format/intl';
import { ref } from '#shared/messages/message-ref';
import type { PortfolioSummary } from '#shared/domain/portfolio';
import { HISTORY_STEPS } from '#shared/ipc/contract';
import { idString } from '#shared/data-service/params';
import {
  diffTables,
  historyTables,
  listingTables,
  shareTables,
  summaryTables,
} from '#shared/portfolio/portfolio-tables';
import { uaeTimeText } from '#core/export/cell-values';
import type { CliContext } from './cli-context';
import { commandFlags, langFlag, nameFlag, snapshotFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { requireWatched, targetOf } from './portfolio-targets';
import { onlyMatch } from './resolve-names';
import { printTable, writeOutputs } from './table-output';

const targetShape = {
  agency: nameFlag.optional(),
  developer: nameFlag.optional(),
  agent: nameFlag.optional(),
  saved: nameFlag.optional(),
};

export async function runHistoryCommand(ctx: CliContext, flags: Flags): Promise<void> {
  const own = commandFlags(
    flags,
    { ...targetShape, listing: idString().optional(), every: z.enum(HISTORY_STEPS).optional(), lang: langFlag },
    'history',
  );
  if (own.listing !== undefined) {
    const { lang } = own;
    if ([...flags.keys()].some((f) => f in targetShape)) {
      throw new AppFailure('validation', ref('error.cli.history.listingAndItem'), { field: 'listing' });
    }
    const listing = await invoke(ctx, 'history:listing', { externalID: own.listing });
    const table = listingTables(listing, lang);
    if (await writeOutputs(ctx, flags, table, listing, lang)) return;
    if (listing.prices.length === 0)
      throw new AppFailure('not-found', ref('error.cli.history.listingInNoSnapshot', { id: own.listing }), {
        field: 'listing',
      });
    printTable(ctx, table, lang);
    const say = sayIn(lang);
    ctx.io.err(
      say('cli.history.listing', {
        id: listing.externalID,
        first: listing.firstSeen ? uaeTimeText(listing.firstSeen) : '—',
        last: listing.lastSeen ? uaeTimeText(listing.lastSeen) : '—',
        hasDays: listing.daysOnMarket === null ? 'no' : 'yes',
        days: listing.daysOnMarket ?? 0,
        active: listing.active ? 'yes' : 'no',
      }),
    );
    return;
  }
  const item = await requireWatched(ctx, targetOf(flags, 'history')!);
  const history = await invoke(ctx, 'history:item', { itemId: item.id, ...(own.every ? { every: own.every } : {}) });
  const table = historyTables(history, own.lang, 'sqft');
  if (await writeOutputs(ctx, flags, table, history, own.lang)) return;
  if (history.points.length === 0) {
    ctx.io.err(sayIn(own.lang)('cli.history.noSnapshot', { name: item.name, kind: item.kind }));
    return;
  }
  printTable(ctx, table, own.lang);
  ctx.io.err(
    sayIn(own.lang)('cli.history.snapshots', {
      kind: item.kind,
      name: item.name,
      count: history.points.length,
    }),
  );
}

export async function runDiffCommand(ctx: CliContext, flags: Flags): Promise<void> {
  const own = commandFlags(
    flags,
    { ...targetShape, from: snapshotFlag.optional(), to: snapshotFlag.optional(), lang: langFlag },
    'diff',
  );
  const item = await requireWatched(ctx, targetOf(flags, 'diff')!);
  const diff = await invoke(ctx, 'history:diff', {
    itemId: item.id,
    ...(own.from === undefined ? {} : { from: own.from }),
    ...(own.to === undefined ? {} : { to: own.to }),
  });
  // The stable JSON shape scripts rely on: listing ids, and old and new prices of the re-priced ones.
  const json = {
    from: diff.from,
    to: diff.to,
    added: diff.added.map((l) => l.externalID),
    removed: diff.removed.map((l) => l.externalID),
    repriced: diff.repriced.map((l) => ({ externalID: l.externalID, oldPrice: l.oldPrice, newPrice: l.newPrice })),
  };
  const table = diffTables(diff, item.name, own.lang, 'sqft');
  // The counts line goes to standard error whatever was written: a file with only a header then says why.
  if (!(await writeOutputs(ctx, flags, table, json, own.lang)) && table.sheets[0]!.rows.length > 0)
    printTable(ctx, table, own.lang);
  // Counts as numbers: English writes them ungrouped (::group-off), as it always has; the other languages group them.
  ctx.io.err(
    sayIn(own.lang)('cli.history.diff', {
      kind: item.kind,
      name: item.name,
      from: String(diff.from.id),
      fromAt: uaeTimeText(diff.from.takenAt),
      fromListings: diff.from.listings,
      to: String(diff.to.id),
      toAt: uaeTimeText(diff.to.takenAt),
      toListings: diff.to.listings,
      added: diff.added.length,
      removed: diff.removed.length,
      repriced: diff.repriced.length,
      projects: diff.projectsAdded.length + diff.projectsRemoved.length > 0 ? 'yes' : 'no',
      projectsAdded: diff.projectsAdded.join(', ') || '0',
      projectsRemoved: diff.projectsRemoved.join(', ') || '0',
    }),
  );
}

/** The totals, saying which items they cover: an item never snapshotted adds nothing, which is not a zero. */
function totalsLine(t: PortfolioSummary['totals'], say: Say): string {
  const figure = (n: number | null): string => (n === null ? '—' : formatInteger(n, say.lang));
  if (t.snapshotted === 0) return say('cli.portfolio.totalsNone', { items: t.items });
  return say('cli.portfolio.totals', {
    items: t.items,
    partial: t.snapshotted < t.items ? 'yes' : 'no',
    snapshotted: t.snapshotted,
    listings: figure(t.listings),
    sale: figure(t.sale),
    rent: figure(t.rent),
    compared: t.compared === 0 ? 'none' : String(t.compared),
    added: t.added ?? 0,
    removed: t.removed ?? 0,
    repriced: t.repriced ?? 0,
  });
}

export async function runPortfolioCommand(ctx: CliContext, flags: Flags): Promise<void> {
  const { lang } = commandFlags(flags, { lang: langFlag }, 'portfolio');
  const summary = await invoke(ctx, 'history:portfolio', {});
  const table = summaryTables(summary, lang);
  if (await writeOutputs(ctx, flags, table, summary, lang)) return;
  printTable(ctx, table, lang);
  ctx.io.err(totalsLine(summary.totals, sayIn(lang)));
}

export async function runShareCommand(ctx: CliContext, flags: Flags): Promise<void> {
  const own = commandFlags(flags, { place: nameFlag, lang: langFlag }, 'share');
  const places = await invoke(ctx, 'history:places', { query: own.place, limit: 20 });
  if (places.length === 0) {
    throw new AppFailure('not-found', ref('error.cli.history.placeInNoSnapshot', { place: own.place }), {
      field: 'place',
    });
  }
  // An id, the whole name, or the only place the text is part of; "Marina" (fifteen places) is refused with them.
  const byId = places.find((p) => p.externalID === own.place);
  const chosen = byId ?? onlyMatch(own.place, places, 'place');
  const place = places.find((p) => p.externalID === chosen.externalID)!;
  const share = await invoke(ctx, 'history:market-share', { placeId: place.externalID });
  const table = shareTables(share, own.lang);
  // Said whatever the output: a file holds no column naming the place.
  const said = sayIn(own.lang)('cli.share.among', {
    place: share.place.name,
    id: share.place.externalID,
    count: share.agencies.length,
    countText: String(share.agencies.length),
  });
  if (await writeOutputs(ctx, flags, table, share, own.lang)) {
    ctx.io.err(said);
    return;
  }
  printTable(ctx, table, own.lang);
  ctx.io.err(said);
}
