// The acquisition radar from what is stored (no request): a place's current listings (the offline cache's, seen in
// the last 30 days, as the Market view's asking prices) or a watched item's latest snapshot, each scored by the
// factors in research/radar.ts from their history in the workspace's snapshots and the transactions stored.
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { uaeDay } from '#shared/domain/uae-day';
import type { ListingSummary, Purpose } from '#shared/domain/listing';
import { DEFAULT_RADAR_WEIGHTS, type RadarView, type RadarWeights } from '#shared/domain/radar';
import type { radarInputSchema } from '#shared/ipc/contract';
import { median } from '../alerts/transaction-alerts';
import type { DataRuntime } from '../data/data-runtime';
import { radarRows, RADAR_RULES, type RadarHistory } from '../research/radar';
import type { Workspace } from '../store/workspace/workspace';
import { MIN_TRANSACTED } from '../research/radar';

type RadarInput = z.output<typeof radarInputSchema>;

const DAY_MS = 86_400_000;
/** Listings seen within this many days are the current ones (as the Market view's asking prices). */
const CURRENT_DAYS = 30;

/** What the radar reads of a stored listing's body: checked, as the cache is not trusted. */
const storedListing = z.looseObject({
  externalID: z.string(),
  purpose: z.enum(['for-sale', 'for-rent']),
  price: z.number(),
  rentFrequency: z.string().nullable(),
  rooms: z.number().nullable(),
  areaSqft: z.number().nullable(),
  location: z.array(z.looseObject({ externalID: z.string().nullable().optional(), name: z.string() })),
  createdAt: z.string().nullable(),
});

export class RadarService {
  constructor(
    private readonly workspace: Workspace,
    private readonly data: Pick<DataRuntime, 'store' | 'source'>,
    private readonly now: () => number = Date.now,
  ) {}

  async list(input: RadarInput): Promise<RadarView> {
    const now = this.now();
    const source = this.data.source().id;
    const weights: RadarWeights = { ...DEFAULT_RADAR_WEIGHTS, ...input.weights };
    const warnings: MessageRef[] = [];
    let target: RadarView['target'];
    let bodies: { data: unknown; firstSeen: number | null }[];
    if (input.place) {
      target = { kind: 'place', name: input.place.name };
      bodies = this.data.store.listings
        .under(source, input.purpose, now - CURRENT_DAYS * DAY_MS, input.place.id)
        .map((b) => ({ data: parseJson(b.data), firstSeen: b.firstSeen }));
      if (bodies.length === 0) {
        warnings.push(
          ref('radar.noListings', { purpose: input.purpose === 'for-sale' ? 'sale' : 'rent', place: input.place.name }),
        );
      }
    } else {
      const item = await this.workspace.watchItems.get(input.itemId!);
      if (!item)
        throw new AppFailure('validation', ref('error.watch.noWatched', { id: String(input.itemId) }), {
          field: 'itemId',
        });
      target = { kind: 'item', name: item.name };
      const [latest] = await this.workspace.snapshots.lastCompleteIds(item.id);
      if (latest === undefined) {
        throw new AppFailure('validation', ref('error.radar.noSnapshot', { name: item.name }), {
          field: 'itemId',
        });
      }
      const states = await this.workspace.listingStates.presentAt(item.id, latest);
      bodies = states
        .filter((s) => s.entity === 0)
        .map((s) => ({
          data: this.data.store.listings.get(source, s.externalID),
          firstSeen: this.data.store.listings.firstSeen(source, s.externalID),
        }));
    }
    const listings: ListingSummary[] = [];
    let skipped = 0;
    const firstSeen = new Map<string, number>();
    for (const body of bodies) {
      const parsed = storedListing.safeParse(body.data);
      // A daily let has no yearly figure to compare; a listing of the other purpose belongs to the other list.
      if (!parsed.success || parsed.data.purpose !== input.purpose || !(parsed.data.price > 0)) {
        skipped++;
        continue;
      }
      listings.push(parsed.data as unknown as ListingSummary);
      if (body.firstSeen !== null) firstSeen.set(parsed.data.externalID, body.firstSeen);
    }
    if (skipped > 0) warnings.push(ref('radar.skipped', { count: skipped }));
    const to = uaeDay(now);
    const from = uaeDay(now - 365 * DAY_MS);
    const medians = new Map<string, { median: number; n: number; place: string } | null>();
    // The scorer asks for each listing's history as it goes; read them all first, so it stays a plain function.
    const histories = new Map<string, RadarHistory>();
    for (const l of listings) {
      if (!histories.has(l.externalID)) {
        histories.set(l.externalID, await this.history(l.externalID, firstSeen.get(l.externalID) ?? null));
      }
    }
    const rows = radarRows({
      listings,
      now,
      weights,
      history: (id) => histories.get(id) ?? this.noHistory(firstSeen.get(id) ?? null),
      transacted: (l) => {
        // The most specific place of the advert with enough transactions of its purpose and bedrooms.
        for (const step of [...l.location].reverse()) {
          if (!step.externalID) continue;
          const key = `${step.externalID}|${l.rooms}`;
          if (!medians.has(key)) {
            const values = this.data.store.transactions.perSqftIn(
              source,
              step.externalID,
              l.purpose,
              from,
              to,
              l.rooms,
            );
            medians.set(
              key,
              values.length >= MIN_TRANSACTED ? { median: median(values)!, n: values.length, place: step.name } : null,
            );
          }
          const found = medians.get(key);
          if (found) return found;
        }
        return null;
      },
    });
    return {
      target,
      purpose: input.purpose as Purpose,
      asOf: new Date(now).toISOString(),
      rows,
      weights,
      rules: RADAR_RULES,
      skipped,
      warnings,
    };
  }

  /** The listing across snapshots: its first sighting (there or in any answer) and its prices in order. */
  private async history(externalID: string, seenInCache: number | null): Promise<RadarHistory> {
    const states = (await this.workspace.listingStates.forListing(externalID))
      .filter((s) => s.entity === 0)
      .sort((a, b) => a.firstSnapshot - b.firstSnapshot);
    const prices: number[] = [];
    for (const s of states) if (s.price !== null && prices.at(-1) !== s.price) prices.push(s.price);
    const first = states[0] ? ((await this.workspace.snapshots.get(states[0].firstSnapshot))?.takenAtMs ?? null) : null;
    const seen = [first, seenInCache].filter((t): t is number => t !== null);
    return { firstSeen: seen.length ? Math.min(...seen) : null, prices };
  }

  /** A listing no snapshot held: its first sighting in the cache alone. */
  private noHistory(seenInCache: number | null): RadarHistory {
    return { firstSeen: seenInCache, prices: [] };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
