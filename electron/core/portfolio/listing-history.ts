// One listing's history across the snapshots that held it: its prices over time, when it was first and last
// seen, and its days on market (from the service's listing date when given, else its first sighting).
import type { ListingHistory, PricePoint } from '#shared/domain/portfolio';
import type { WorkspaceStore } from '../store/workspace/workspace-store';

const DAY_MS = 86_400_000;

export function listingHistory(workspace: WorkspaceStore, externalID: string): ListingHistory {
  const repos = workspace.portfolio;
  const rows = repos.listingStates.forListing(externalID);
  const takenAt = new Map<number, number>();
  const when = (snapshotId: number): number => {
    let at = takenAt.get(snapshotId);
    if (at === undefined) takenAt.set(snapshotId, (at = repos.snapshots.get(snapshotId)?.takenAtMs ?? 0));
    return at;
  };
  const latest = new Map<number, number | null>();
  const latestOf = (itemId: number): number | null => {
    if (!latest.has(itemId)) latest.set(itemId, repos.snapshots.lastCompleteIds(itemId)[0] ?? null);
    return latest.get(itemId)!;
  };
  const spans = rows
    .map((row) => {
      const last = row.lastSnapshot ?? latestOf(row.itemId) ?? row.firstSnapshot;
      return { row, from: when(row.firstSnapshot), to: when(last) };
    })
    .sort((a, b) => a.from - b.from || a.to - b.to);
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
  return {
    externalID,
    items: itemIds.flatMap((id) => {
      const item = repos.watchItems.get(id);
      return item ? [{ itemId: id, kind: item.kind, name: item.name }] : [];
    }),
    prices,
    firstSeen: first === null ? null : new Date(first).toISOString(),
    lastSeen: last === null ? null : new Date(last).toISOString(),
    listedAt: listedSeconds === null ? null : new Date(listedSeconds * 1000).toISOString(),
    daysOnMarket: start === null || last === null ? null : Math.max(0, Math.floor((last - start) / DAY_MS)),
    active: rows.some((r) => r.lastSnapshot === null),
  };
}
