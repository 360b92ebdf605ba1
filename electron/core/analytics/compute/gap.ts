// Asking against transacted: the median asking AED per sq ft of listings seen recently against the median
// transacted AED per sq ft of the same unit, purpose and bedroom count, as a gap (0.08: asking 8 % above). A unit
// advertised by three agencies would weigh three times in the asking median: it counts once, at its adverts' median.
import type { BedsBucket, GapCell } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import { bedroomsOf } from '#shared/domain/bedrooms';
import { rentPeriodsPerYear } from '#shared/domain/rent';
import { COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from '#shared/data-service/params';
import type { AskingRow } from '../../store/listings-repo';
import { unitGroups } from '#shared/market/unit-groups';
import type { UnitFacts } from '#shared/market/same-unit';
import { median } from '../stats/select';
import { fils, type FigureGrid } from './figures';
import { bucketOf } from './sample';
import { THIN_BELOW } from './yield';

const CATEGORY_TYPES: Readonly<Record<string, readonly string[]>> = {
  apartments: ['apartments', 'penthouse', 'hotel-apartments'],
  villas: ['villas', 'villa-compound'],
  townhouses: ['townhouses'],
  residential: RESIDENTIAL_TYPES,
  commercial: COMMERCIAL_TYPES,
};

const norm = (type: string): string => type.trim().toLowerCase().replace(/\s+/g, '-');

/** Whether a listing's property type falls in the category ('*' for any); singular names ("Apartment") match too. */
export function inCategory(propertyType: string | null, category: string): boolean {
  if (category === '*') return true;
  if (propertyType === null) return false;
  const wanted = category.split(',').flatMap((c) => CATEGORY_TYPES[c] ?? [c]);
  const type = norm(propertyType);
  return wanted.includes(type) || wanted.includes(`${type}s`);
}

/** Asking AED per sq ft of a listing: rents as yearly rent; null for daily lets. */
export function askingPerSqft(row: AskingRow, purpose: Purpose): number | null {
  const factor = purpose === 'for-rent' ? rentPeriodsPerYear(row.rentFrequency) : 1;
  return factor === null ? null : (row.price * factor) / row.areaSqft;
}

/** An advert as the same-unit rule reads it, with its bedroom bucket (−1: none) and asking AED per sq ft. */
interface Advert extends UnitFacts {
  bucket: number;
  value: number;
}

function advertOf(row: AskingRow, purpose: Purpose, bucket: number, value: number): Advert {
  return {
    purpose,
    propertyType: row.propertyType,
    rooms: row.rooms,
    baths: row.baths,
    areaSqft: row.areaSqft,
    price: row.price,
    rentFrequency: row.rentFrequency,
    coverPhotoUrl: row.coverPhotoUrl,
    completionStatus: row.completionStatus,
    location: [{ externalID: row.placeId, name: '' }],
    bucket,
    value,
  };
}

export interface AskingFilter {
  category: string;
  /** 0 any, else COMPLETION_CODE. */
  completion: number;
}

const COMPLETION_OF: Readonly<Record<string, number>> = { completed: 1, 'under-construction': 2 };

export function gapCells(
  unit: string,
  purpose: Purpose,
  asking: readonly AskingRow[],
  filter: AskingFilter,
  transacted: FigureGrid,
  buckets: readonly BedsBucket[] | null,
  askingComplete: boolean,
): GapCell[] {
  const adverts: Advert[] = [];
  for (const row of asking) {
    if (!inCategory(row.propertyType, filter.category)) continue;
    if (filter.completion !== 0 && COMPLETION_OF[row.completionStatus ?? ''] !== filter.completion) continue;
    // An office saved as "0 rooms" is no studio.
    const bucket = bucketOf(bedroomsOf(row.rooms, row.propertyType) ?? -1);
    if (buckets && (bucket < 0 || !buckets.includes(bucket as BedsBucket))) continue;
    const value = askingPerSqft(row, purpose);
    if (value === null || !(value > 0)) continue;
    adverts.push(advertOf(row, purpose, bucket, value));
  }
  const byBucket: number[][] = [[], [], [], [], [], [], []];
  const adverted = [0, 0, 0, 0, 0, 0, 0];
  // Only the same photos join: "maybe" would chain a tower's floor plan into one unit (shared/market/unit-groups).
  // The adverts of one unit have its bedrooms, so one bucket.
  for (const group of unitGroups(adverts, ['photo'])) {
    const { bucket } = group[0]!;
    const value = group.length === 1 ? group[0]!.value : median(group.map((a) => a.value));
    for (const b of bucket >= 0 ? [6, bucket] : [6]) {
      byBucket[b]!.push(value);
      adverted[b]! += group.length;
    }
  }
  const cell = (index: number, beds: BedsBucket | null): GapCell => {
    const values = byBucket[index]!;
    const askingMedian = values.length ? fils(median(values)) : null;
    const t = transacted.figure(index);
    return {
      unit,
      purpose,
      beds,
      askingMedianPerSqft: askingMedian,
      askingCount: adverted[index]!,
      askingRepeats: adverted[index]! - values.length,
      transactedMedianPerSqft: t.medianPricePerSqft,
      transactedCount: t.pricePerSqftCount,
      // A partial sample (an estimate's first page: the newest listings) would read as the place's gap: withheld.
      gap:
        askingComplete && askingMedian !== null && t.medianPricePerSqft !== null && t.medianPricePerSqft > 0
          ? Math.round((askingMedian / t.medianPricePerSqft - 1) * 10_000) / 10_000
          : null,
      askingComplete,
      thin: values.length < THIN_BELOW || t.pricePerSqftCount < THIN_BELOW,
    };
  };
  const out: GapCell[] = [cell(6, null)];
  for (let b = 0; b < 6; b++) {
    if (
      (buckets && buckets.includes(b as BedsBucket)) ||
      (!buckets && (byBucket[b]!.length > 0 || transacted.present(b)))
    ) {
      out.push(cell(b, b as BedsBucket));
    }
  }
  return out;
}
