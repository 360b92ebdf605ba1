// `aqar history`, `aqar diff`, `aqar portfolio` and `aqar share`: portfolio history from the workspace alone
// (offline, no request), as a table, --json, or --csv FILE.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
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
import { fmt, printTable, writeOutputs } from './table-output';

const targetShape = {
  agency: nameFlag.optional(),
  developer: nameFlag.optional(),
  agent: nameFlag.optional(),
  saved: nameFlag.optional(),
};

export async function runHistoryCommand(ctx: CliContext, flags: Flags): Promise<void> {
  const own = commandFlags(
    flags,
    { ...targetShape, listing: idString.optional(), every: z.enum(HISTORY_STEPS).optional(), lang: langFlag },
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
    ctx.io.err(
      `listing ${listing.externalID}: first seen ${listing.firstSeen ? uaeTimeText(listing.firstSeen) : '—'}, last seen ${listing.lastSeen ? uaeTimeText(listing.lastSeen) : '—'} (UAE time)` +
        `${listing.daysOnMarket === null ? '' : `, ${listing.daysOnMarket} days on market`}${listing.active ? ' (still listed)' : ''}`,
    );
    return;
  }
  const item = await requireWatched(ctx, targetOf(flags, 'history')!);
  const history = await invoke(ctx, 'history:item', { itemId: item.id, ...(own.every ? { every: own.every } : {}) });
  const table = historyTables(history, own.lang, 'sqft');
  if (await writeOutputs(ctx, flags, table, history, own.lang)) return;
  if (history.points.length === 0) {
    ctx.io.err(`${item.name} has no snapshot yet: aqar snapshot --${item.kind} "${item.name}"`);
    return;
  }
  printTable(ctx, table, own.lang);
  ctx.io.err(`${item.kind} ${item.name}: ${history.points.length} snapshot(s)`);
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
  const projects =
    diff.projectsAdded.length + diff.projectsRemoved.length > 0
      ? `; projects +${diff.projectsAdded.join(', ') || 0} −${diff.projectsRemoved.join(', ') || 0}`
      : '';
  ctx.io.err(
    `${item.kind} ${item.name}, snapshot ${diff.from.id} (${uaeTimeText(diff.from.takenAt)}, ${fmt(diff.from.listings)} listings) → ` +
      `${diff.to.id} (${uaeTimeText(diff.to.takenAt)}, ${fmt(diff.to.listings)}): ${diff.added.length} added, ` +
      `${diff.removed.length} removed, ${diff.repriced.length} re-priced${projects}`,
  );
}

/** The totals, saying which items they cover: an item never snapshotted adds nothing, which is not a zero. */
function totalsLine(t: PortfolioSummary['totals']): string {
  if (t.snapshotted === 0) return `${t.items} item(s), none snapshotted yet: no totals`;
  const cover = t.snapshotted < t.items ? `; totals cover the ${t.snapshotted} with a snapshot` : '';
  const changes =
    t.compared === 0
      ? 'no item has two snapshots to compare yet'
      : `since the previous snapshot of ${t.compared} item(s): ${t.added} added, ${t.removed} removed, ` +
        `${t.repriced} re-priced`;
  return (
    `${t.items} item(s)${cover}, ${fmt(t.listings)} listings (${fmt(t.sale)} for sale, ${fmt(t.rent)} for rent); ` +
    changes
  );
}

export async function runPortfolioCommand(ctx: CliContext, flags: Flags): Promise<void> {
  const { lang } = commandFlags(flags, { lang: langFlag }, 'portfolio');
  const summary = await invoke(ctx, 'history:portfolio', {});
  const table = summaryTables(summary, lang);
  if (await writeOutputs(ctx, flags, table, summary, lang)) return;
  printTable(ctx, table, lang);
  ctx.io.err(totalsLine(summary.totals));
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
  const among = share.agencies.length === 1 ? 'the 1 watched agency' : `${share.agencies.length} watched agencies`;
  const said = `market share in ${share.place.name} (place ${share.place.externalID}) among ${among}`;
  if (await writeOutputs(ctx, flags, table, share, own.lang)) {
    ctx.io.err(said);
    return;
  }
  printTable(ctx, table, own.lang);
  ctx.io.err(said);
}
