// Agency market share in one place over time, among the watched agencies that list there: each agency's count
// in the place per day (its last snapshot that day, carried forward until its next), and its share of their sum.
import { uaeDay } from '#shared/domain/uae-day';
import type { MarketShare } from '#shared/domain/portfolio';
import type { WorkspaceTx } from '../store/workspace/workspace';
import { countsOverTime } from './place-series';

export async function marketShare(repos: WorkspaceTx, placeId: string): Promise<MarketShare> {
  const place = await repos.snapshotPlaces.get(placeId);
  const agencies: MarketShare['agencies'] = [];
  const perAgency: Map<string, number>[] = [];
  for (const item of await repos.watchItems.list(true)) {
    if (item.kind !== 'agency') continue;
    const snapshots = (await repos.snapshots.forItem(item.id)).filter((s) => s.complete);
    const ids = snapshots.map((s) => s.id);
    const ranges = (await repos.listingStates.rangesInPlace(item.id, placeId)).map((r) => ({ ...r, key: 'place' }));
    const counts = countsOverTime(ids, ranges).get('place');
    if (!counts) continue; // Never listed there: not part of this market.
    const byDay = new Map<string, number>();
    snapshots.forEach((s, i) => byDay.set(uaeDay(s.takenAt), counts[i]!));
    agencies.push({ itemId: item.id, externalID: item.externalID, name: item.name });
    perAgency.push(byDay);
  }
  const days = [...new Set(perAgency.flatMap((m) => [...m.keys()]))].sort();
  const carried: (number | null)[] = agencies.map(() => null);
  const points = days.map((day) => {
    perAgency.forEach((m, i) => {
      const count = m.get(day);
      if (count !== undefined) carried[i] = count;
    });
    const sum = carried.reduce<number>((s, c) => s + (c ?? 0), 0);
    return {
      day,
      counts: [...carried],
      shares: carried.map((c) => (c === null || sum === 0 ? null : Math.round((c / sum) * 10_000) / 100)),
    };
  });
  return { place: { externalID: placeId, name: place?.name ?? placeId }, agencies, points };
}
