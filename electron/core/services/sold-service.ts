// What adverts sold for, from what is stored (no request): the adverts of a place that the stored history of
// watched items (saved searches, firms) saw go, matched to the place's transactions stored from market loads, and
// the ratios from the matches. The history says when an advert went (between the last snapshot showing it and the
// next one); the cached answers say where it was and which agency had it.
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { z } from 'zod';
import { uaeDay } from '#shared/domain/uae-day';
import { rentPeriodsPerYear } from '#shared/domain/rent';
import type { SoldMissing, SoldView } from '#shared/domain/sold';
import type { soldInputSchema } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import { DEFAULT_SOLD_RULE, matchSoldAdverts, type GoneAdvert } from '../research/sold-matcher';
import { soldRatios } from '../research/sold-ratios';
import type { StoredState } from '../store/workspace/listing-states-repo';
import type { StoredSnapshot } from '../store/workspace/snapshots-repo';
import type { Workspace } from '../store/workspace/workspace';

type SoldInput = z.output<typeof soldInputSchema>;

/** What the matcher reads of a stored listing's body (its places and agency): checked, as the cache is not trusted. */
const storedListing = z.looseObject({
  location: z.array(z.looseObject({ name: z.string() })),
  agency: z.looseObject({ name: z.string() }).nullable().optional(),
});

export class SoldService {
  constructor(
    private readonly workspace: Workspace,
    private readonly data: Pick<DataRuntime, 'store' | 'source'>,
    private readonly now: () => number = Date.now,
  ) {}

  async list(input: SoldInput): Promise<SoldView> {
    const source = this.data.source().id;
    const warnings: MessageRef[] = [];
    const missing: SoldMissing[] = [];
    const { adverts, watched } = await this.goneAdverts(input.place.id, source);
    const wanted = adverts.filter((a) => input.beds === undefined || a.rooms === input.beds);
    if (watched === 0) {
      missing.push('history');
      warnings.push(ref('sold.noHistory', { place: input.place.name }));
    } else if (adverts.length === 0) {
      missing.push('gone');
      warnings.push(ref('sold.noneGone', { place: input.place.name }));
    }
    const transactions = this.data.store.transactions
      .storedSince(source, input.place.id, 0, '0000-00-00')
      .filter((t) => input.beds === undefined || t.rooms === input.beds);
    if (transactions.length === 0) {
      missing.push('transactions');
      warnings.push(ref('sold.noTransactions', { place: input.place.name }));
    }
    const matches = matchSoldAdverts(wanted, transactions, DEFAULT_SOLD_RULE);
    return {
      place: input.place.name,
      beds: input.beds ?? null,
      asOf: new Date(this.now()).toISOString(),
      matches,
      ratios: soldRatios(matches, input.place.name),
      gone: wanted.length,
      transactions: transactions.length,
      rule: DEFAULT_SOLD_RULE,
      missing,
      warnings,
    };
  }

  /** The adverts at or below the place that some watched item's snapshots saw go (and never come back). */
  private async goneAdverts(placeId: string, source: string): Promise<{ adverts: GoneAdvert[]; watched: number }> {
    const repos = this.workspace;
    const byId = new Map<string, GoneAdvert>();
    let watched = 0;
    const items = await repos.watchItems.list();
    for (const item of items) {
      const snapshots = (await repos.snapshots.forItem(item.id)).filter((s) => s.complete && s.source === source);
      const states = await repos.listingStates.statesInPlace(item.id, placeId);
      if (snapshots.length === 0 || states.length === 0) continue;
      watched++;
      const byListing = new Map<string, StoredState[]>();
      for (const s of states) byListing.set(s.externalID, [...(byListing.get(s.externalID) ?? []), s]);
      for (const [externalID, rows] of byListing) {
        const advert = this.goneAdvert(externalID, rows, snapshots, source);
        const known = byId.get(externalID);
        if (advert && (!known || known.lastSeen < advert.lastSeen)) byId.set(externalID, advert);
      }
    }
    // An advert one item saw go and another still shows has not gone.
    for (const item of items) {
      for (const open of await repos.listingStates.open(item.id)) byId.delete(open.externalID);
    }
    return { adverts: [...byId.values()], watched };
  }

  private goneAdvert(
    externalID: string,
    rows: readonly StoredState[],
    snapshots: readonly StoredSnapshot[],
    source: string,
  ): GoneAdvert | null {
    if (rows.some((r) => r.lastSnapshot === null)) return null;
    const last = rows.reduce((a, b) => ((b.lastSnapshot ?? 0) > (a.lastSnapshot ?? 0) ? b : a));
    const lastSeen = snapshots.find((s) => s.id === last.lastSnapshot);
    const goneBy = snapshots.find((s) => s.id > last.lastSnapshot!);
    if (!lastSeen || !goneBy || last.purpose === null || last.price === null) return null;
    const purpose = last.purpose === 0 ? 'for-sale' : 'for-rent';
    const times = purpose === 'for-rent' ? rentPeriodsPerYear(last.rentFrequency) : 1;
    const body = storedListing.safeParse(this.data.store.listings.get(source, externalID));
    const first = snapshots.find((s) => s.id === rows[0]!.firstSnapshot);
    const listedAt = last.createdAt !== null ? last.createdAt * 1000 : (first?.takenAtMs ?? lastSeen.takenAtMs);
    return {
      externalID,
      purpose,
      rooms: last.rooms,
      areaSqft: last.areaSqft,
      lastAsking: times === null ? null : last.price * times,
      placePath: body.success ? body.data.location.map((p) => p.name) : [],
      agency: body.success ? (body.data.agency?.name ?? null) : null,
      firstListed: uaeDay(listedAt),
      lastSeen: uaeDay(lastSeen.takenAtMs),
      goneBy: uaeDay(goneBy.takenAtMs),
    };
  }
}
