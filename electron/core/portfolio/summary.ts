// A snapshot's summary from its listing states: counts for sale and for rent, by property type and by bedroom
// count, and median asking price and AED per sq ft (rents as their yearly equivalent, so frequencies compare).
import { bedroomsOf } from '#shared/domain/bedrooms';
import type { PurposeSplit, SnapshotSummary } from '#shared/domain/portfolio';
import { rentPeriodsPerYear } from '#shared/domain/rent';
import type { ListingState } from '../store/workspace/listing-states-repo';

/** The asking price as a yearly figure for rentals (none for daily lets, whose yearly figure would mislead). */
export function yearlyPrice(state: Pick<ListingState, 'price' | 'purpose' | 'rentFrequency'>): number | null {
  if (state.price === null) return null;
  if (state.purpose !== 1) return state.price;
  const times = rentPeriodsPerYear(state.rentFrequency);
  return times === null ? null : state.price * times;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 100) / 100;
}

function bump(table: Record<string, PurposeSplit>, key: string, purpose: 0 | 1): void {
  const split = (table[key] ??= { sale: 0, rent: 0 });
  if (purpose === 0) split.sale++;
  else split.rent++;
}

export function summarize(states: readonly ListingState[]): SnapshotSummary {
  const counts = { total: 0, sale: 0, rent: 0, projects: 0 };
  const byType: Record<string, PurposeSplit> = {};
  const byRooms: Record<string, PurposeSplit> = {};
  const prices: [number[], number[]] = [[], []];
  const psf: [number[], number[]] = [[], []];
  for (const state of states) {
    if (state.entity === 1 || state.purpose === null) {
      counts.projects++;
      continue;
    }
    counts.total++;
    if (state.purpose === 0) counts.sale++;
    else counts.rent++;
    bump(byType, state.propertyType ?? 'unknown', state.purpose);
    // States recorded before offices and plots read "0 rooms" as none still hold that 0: never a studio.
    const rooms = bedroomsOf(state.rooms, state.propertyType);
    bump(byRooms, rooms === null ? 'unknown' : String(rooms), state.purpose);
    const price = yearlyPrice(state);
    if (price === null) continue;
    prices[state.purpose].push(price);
    if (state.areaSqft !== null && state.areaSqft > 0) psf[state.purpose].push(price / state.areaSqft);
  }
  return {
    counts,
    byType,
    byRooms,
    medianPrice: { sale: median(prices[0]), rent: median(prices[1]) },
    medianPricePerSqft: { sale: median(psf[0]), rent: median(psf[1]) },
  };
}

/** The summary of a count-only snapshot (a saved search whose results are not listings). */
export function countOnlySummary(total: number): SnapshotSummary {
  return {
    counts: { total, sale: 0, rent: 0, projects: 0 },
    byType: {},
    byRooms: {},
    medianPrice: { sale: null, rent: null },
    medianPricePerSqft: { sale: null, rent: null },
  };
}
