// One listing's history across the snapshots that held it: its prices over time, when it was first and last
// seen, and its days on market (from the service's listing date when given, else its first sighting).
import type { ListingHistory, PricePoint } from '#shared/domain/portfolio';
import type { WorkspaceTx } from '../store/workspace/workspace';

const DAY_MS = 86_400_000;

export async function listingHistory(repos: WorkspaceTx, externalID: string): Promise<ListingHistory> {
  const rows = await repos.listingStates.forListing(externalID);
  const takenAt = new Map<number, number>();
  const when = async (snapshotId: number): Promise<number> => {
    let at = takenAt.get(snapshotId);
    if (at === undefined) takenAt.set(snapshotId, (at = (await repos.snapshots.get(snapshotId))?.takenAtMs ?? 0));
    return at;
  };
  const latest = new Map<number, number | null>();
  const latestOf = async (itemId: number): Promise<number | null> => {
    if (!latest.has(itemId)) latest.set(itemId, (await repos.snapshots.lastCompleteIds(itemId))[0] ?? null);
    return latest.get(itemId)!;
  };
  const unsorted: { row: (typeof rows)[number]; from: number; to: number }[] = [];
  for (const row of rows) {
    const last = row.lastSnapshot ?? (await latestOf(row.itemId)) ?? row.firstSnapshot;
    unsorted.push({ row, from: await when(row.firstSnapshot), to: await when(last) });
  }
  const spans = unsorted.sort((a, b) => a.from - b.from || a.to - b.to);
  const prices: PricePoint[] = [];
  const ms: { from: number; to: number }[] = [];
  for (const { row, from, to } of spans) {
    const purpose = row.purpose === 0 ? 'for-sale' : row.purpose === 1 ? 'for-rent' : null;
    const previous = prices.at(-1);
    // The same listing in two watched items (an agency and its agent), or a change of another attribute, is not a
    // new price: stretches at one price are joined.
    if (previous && previous.price === row.price && previous.purpose === purpose && ms.at(-1)!.to >= from - DAY_MS) {
      ms.at(-1)!.to = Math.max(ms.at(-1)!.to, to);
      continue;
    }
    prices.push({ from: '', to: '', price: row.price, purpose, rentFrequency: row.rentFrequency });
    ms.push({ from, to });
  }
  prices.forEach((p, i) => {
    p.from = new Date(ms[i]!.from).toISOString();
    p.to = new Date(ms[i]!.to).toISOString();
  });
  const itemIds = [...new Set(rows.map((r) => r.itemId))];
  const first = spans.length ? Math.min(...spans.map((s) => s.from)) : null;
  const last = spans.length ? Math.max(...spans.map((s) => s.to)) : null;
  const listedSeconds = rows.find((r) => r.createdAt !== null)?.createdAt ?? null;
  const start = listedSeconds !== null ? listedSeconds * 1000 : first;
  const items: ListingHistory['items'] = [];
  for (const id of itemIds) {
    const item = await repos.watchItems.get(id);
    if (item) items.push({ itemId: id, kind: item.kind, name: item.name });
  }
  return {
    externalID,
    items,
    prices,
    firstSeen: first === null ? null : new Date(first).toISOString(),
    lastSeen: last === null ? null : new Date(last).toISOString(),
    listedAt: listedSeconds === null ? null : new Date(listedSeconds * 1000).toISOString(),
    daysOnMarket: start === null || last === null ? null : Math.max(0, Math.floor((last - start) / DAY_MS)),
    active: rows.some((r) => r.lastSnapshot === null),
  };
}
