// Portfolio history, read from the workspace alone (offline, no request): an item's snapshots over time with its
// share by place, the diff of two snapshots, one listing's history, the portfolio summary and market share.
import { UAE_OFFSET_MS } from '#shared/domain/uae-day';
import { AppFailure } from '#shared/errors';
import type {
  ItemHistory,
  ListingHistory,
  MarketShare,
  PlaceSeries,
  PortfolioRow,
  PortfolioSummary,
  SnapshotDiff,
  WatchItem,
} from '#shared/domain/portfolio';
import type { Localized } from '#shared/domain/lang';
import type { HistoryStep, KnownPlace } from '#shared/ipc/contract';
import { diffStates } from '../portfolio/diff';
import { locationIds } from '../portfolio/listing-state';
import { listingHistory } from '../portfolio/listing-history';
import { marketShare } from '../portfolio/market-share';
import { countsOverTime } from '../portfolio/place-series';
import { toRef, type StoredSnapshot } from '../store/workspace/snapshots-repo';
import type { Workspace } from '../store/workspace/workspace';
import type { NamedPlace } from './location-names';
import { ref } from '#shared/messages/message-ref';

function stripped({ itemId: _itemId, takenAtMs: _takenAtMs, ...point }: StoredSnapshot) {
  return point;
}

const DAY_MS = 86_400_000;

/** The UAE day, or the Monday of the UAE week, a snapshot was taken in (a broker's day is Dubai's, not UTC's). */
function stepKey(at: number, every: HistoryStep): string {
  const local = at + UAE_OFFSET_MS;
  const monday = every === 'week' ? local - ((new Date(local).getUTCDay() + 6) % 7) * DAY_MS : local;
  return new Date(monday).toISOString().slice(0, 10);
}

/** The last snapshot of each day or week ("how many, at what median, week by week"), or every snapshot. */
export function lastPerStep(snapshots: StoredSnapshot[], every: HistoryStep): StoredSnapshot[] {
  if (every === 'snapshot') return snapshots;
  const last = new Map<string, StoredSnapshot>();
  for (const s of snapshots) last.set(stepKey(s.takenAtMs, every), s);
  return [...last.values()];
}

/** Names in every language for places snapshots saw (from the offline cache); none without a cache. */
export type PlaceNamer = (places: readonly NamedPlace[]) => Record<string, Localized>;

/** A listing's title as the offline cache last saw it (null: not seen, or no cache). */
export type TitleFinder = (externalID: string) => Localized | null;

export class HistoryService {
  constructor(
    private readonly workspace: Workspace,
    private readonly now: () => number = Date.now,
    private readonly placeNames: PlaceNamer = () => ({}),
    private readonly cachedTitle: TitleFinder = () => null,
  ) {}

  /** The places with their names in every language known, so each window shows them in its own. */
  private named<P extends NamedPlace>(places: readonly P[]): (P & { names?: Localized })[] {
    const names = places.length === 0 ? {} : this.placeNames(places);
    return places.map((p) => (names[p.externalID] ? { ...p, names: names[p.externalID] } : p));
  }

  private async item(itemId: number): Promise<WatchItem> {
    const item = await this.workspace.watchItems.get(itemId);
    if (!item)
      throw new AppFailure('not-found', ref('error.watch.noItem', { id: String(itemId) }), { field: 'itemId' });
    return item;
  }

  async itemHistory(
    itemId: number,
    placeLevel = 1,
    topPlaces = 8,
    every: HistoryStep = 'snapshot',
  ): Promise<ItemHistory> {
    const item = await this.item(itemId);
    const snapshots = lastPerStep(await this.workspace.snapshots.forItem(itemId), every);
    return {
      item,
      points: snapshots.map(stripped),
      places: await this.placeSeries(itemId, snapshots, placeLevel, topPlaces),
      runs: await this.workspace.snapshotRuns.recent(itemId, 20),
    };
  }

  private async placeSeries(
    itemId: number,
    snapshots: StoredSnapshot[],
    level: number,
    top: number,
  ): Promise<PlaceSeries> {
    const complete = snapshots.filter((s) => s.complete);
    const ids = complete.map((s) => s.id);
    const ranges = (await this.workspace.listingStates.ranges(itemId)).map((r) => ({
      first: r.first,
      last: r.last,
      key: locationIds(r.location)[level] ?? null,
    }));
    const counts = countsOverTime(ids, ranges);
    const ranked = [...counts.entries()]
      .map(([key, series]) => ({ key, weight: series.reduce((s, v) => s + v, 0) }))
      .sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1));
    const shown = ranked.slice(0, top).map((r) => r.key);
    const names = await this.workspace.snapshotPlaces.names();
    return {
      level,
      places: this.named(shown.map((id) => ({ externalID: id, name: names.get(id) ?? id }))),
      points: complete.map((s, i) => {
        const row = shown.map((id) => counts.get(id)![i]!);
        const shownSum = row.reduce((a, b) => a + b, 0);
        return { snapshotId: s.id, takenAt: s.takenAt, counts: row, other: Math.max(0, s.counts.total - shownSum) };
      }),
    };
  }

  private async snapshotOf(itemId: number, id: number, which: 'from' | 'to'): Promise<StoredSnapshot> {
    const snapshot = await this.workspace.snapshots.get(id);
    if (!snapshot || snapshot.itemId !== itemId) {
      // Named as the broker knows it, with the snapshots it does have to choose from.
      const item = await this.item(itemId);
      const own = (await this.workspace.snapshots.forItem(itemId)).filter((s) => s.complete).map((s) => s.id);
      const named = { id: String(id), kind: item.kind, name: item.name };
      const ids = { list: own.slice(-12).map(String), style: 'unit' } as const;
      throw new AppFailure(
        'not-found',
        own.length === 0
          ? ref('error.history.notOfItemNone', named)
          : own.length > 12
            ? ref('error.history.notOfItemLast', { ...named, ids, count: own.length })
            : ref('error.history.notOfItem', { ...named, ids }),
        { field: which },
      );
    }
    if (!snapshot.complete) {
      throw new AppFailure('validation', ref('error.history.countOnly', { id: String(id) }), {
        field: which,
      });
    }
    return snapshot;
  }

  async diff(itemId: number, fromId?: number, toId?: number): Promise<SnapshotDiff> {
    const item = await this.item(itemId);
    const [latest, previous] = await this.workspace.snapshots.lastCompleteIds(itemId);
    const toRefId = toId ?? latest;
    // Only the later one given: compared with the complete snapshot just before it.
    const before = async (id: number) =>
      (await this.workspace.snapshots.forItem(itemId))
        .filter((s) => s.complete && s.id < id)
        .map((s) => s.id)
        .pop();
    const fromRefId = fromId ?? (toId === undefined ? previous : await before(toId));
    if (toRefId === undefined || fromRefId === undefined) {
      // Nothing is missing from the data service: the comparison asked for cannot be made yet (exit 2, not 6).
      throw new AppFailure(
        'validation',
        fromId === undefined && toId !== undefined
          ? ref('error.history.nothingBefore', { name: item.name, id: String(toId) })
          : ref('error.history.needsTwo', { name: item.name }),
        { field: 'from' },
      );
    }
    if (fromRefId === toRefId) {
      throw new AppFailure('validation', ref('error.history.sameEnds', { id: String(toRefId) }), {
        field: 'to',
      });
    }
    const from = await this.snapshotOf(itemId, fromRefId, 'from');
    const to = await this.snapshotOf(itemId, toRefId, 'to');
    const states = this.workspace.listingStates;
    const lean = await states.leanBetween(itemId, from.id, to.id);
    const diff = await diffStates(
      itemId,
      toRef(from),
      toRef(to),
      lean,
      (ids) => states.byIds(ids),
      await this.workspace.snapshotPlaces.names(),
    );
    const places = new Map<string, string>();
    for (const l of [...diff.added, ...diff.removed, ...diff.repriced]) {
      // Snapshots taken before titles were kept: the offline cache may still have the listing.
      if (l.title === null) l.title = this.cachedTitle(l.externalID);
      if (l.placeId !== null) places.set(l.placeId, l.place ?? l.placeId);
    }
    for (const place of this.named([...places].map(([externalID, name]) => ({ externalID, name })))) {
      if (place.names) diff.placeNames[place.externalID] = place.names;
    }
    return diff;
  }

  listing(externalID: string): Promise<ListingHistory> {
    return listingHistory(this.workspace, externalID);
  }

  async portfolio(): Promise<PortfolioSummary> {
    const rows: PortfolioRow[] = [];
    for (const item of await this.workspace.watchItems.list(false)) {
      const latest = await this.workspace.snapshots.last(item.id);
      const [to, from] = await this.workspace.snapshots.lastCompleteIds(item.id);
      let change: PortfolioRow['change'] = null;
      if (to !== undefined && from !== undefined) {
        const diff = await this.diff(item.id, from, to);
        change = {
          previousTakenAt: diff.from.takenAt,
          listings: diff.to.listings - diff.from.listings,
          added: diff.added.length,
          removed: diff.removed.length,
          repriced: diff.repriced.length,
        };
      }
      rows.push({ item, latest: latest ? stripped(latest) : null, change });
    }
    const snapshotted = rows.filter((r) => r.latest !== null);
    const compared = rows.filter((r) => r.change !== null);
    // A sum over no item is unknown, not zero: an item never snapshotted has no count to add.
    const sum = (over: PortfolioRow[], pick: (row: PortfolioRow) => number | undefined): number | null =>
      over.length === 0 ? null : over.reduce((s, row) => s + (pick(row) ?? 0), 0);
    return {
      generatedAt: new Date(this.now()).toISOString(),
      rows,
      totals: {
        items: rows.length,
        snapshotted: snapshotted.length,
        compared: compared.length,
        listings: sum(snapshotted, (r) => r.latest?.counts.total),
        sale: sum(snapshotted, (r) => r.latest?.counts.sale),
        rent: sum(snapshotted, (r) => r.latest?.counts.rent),
        added: sum(compared, (r) => r.change?.added),
        removed: sum(compared, (r) => r.change?.removed),
        repriced: sum(compared, (r) => r.change?.repriced),
      },
    };
  }

  async marketShare(placeId: string): Promise<MarketShare> {
    const share = await marketShare(this.workspace, placeId);
    return { ...share, place: this.named([share.place])[0]! };
  }

  /** Places seen in snapshots whose name, in any language known, contains the query. */
  async places(query = '', limit = 50): Promise<KnownPlace[]> {
    const found = this.named(await this.workspace.snapshotPlaces.search(query, limit));
    const wanted = query.trim().toLocaleLowerCase();
    if (wanted === '' || found.length >= limit) return found;
    // A broker typing in Arabic or Russian: snapshots keep English names, so match the other languages here.
    const seen = new Set(found.map((p) => p.externalID));
    const others = this.named(
      (await this.workspace.snapshotPlaces.search('', 100_000)).filter((p) => !seen.has(p.externalID)),
    );
    const more = others.filter((p) =>
      Object.values(p.names ?? {}).some((n) => n?.toLocaleLowerCase().includes(wanted)),
    );
    return [...found, ...more].slice(0, limit);
  }
}
