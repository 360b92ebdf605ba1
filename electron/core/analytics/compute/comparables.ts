// The candidates of a comparative market analysis: the stored transactions of one place, purpose and span whose
// bedrooms are near the subject's, each with the outlier rule's verdict (the same rule, cells and building groups
// the Market view applies, so a comparable is flagged here exactly when it is flagged there), and the place's
// current listings as the competition.
import type { BedsBucket } from '#shared/ipc/contract';
import type { CacheReader } from '../../store/open-cache-reader';
import { PURPOSE_CODE, scopeKey, type ColumnStore } from '../columns/column-store';
import { dayToIso, monthIndexTable } from '../dates';
import { GroupScratch } from '../stats/grouped';
import { ownPlaceCodes } from './buildings';
import { fils } from './figures';
import { flagOutliers, outlierRule } from './outliers';
import type { ComparableTransaction, ComparablesAnswer, ComparablesRequest } from './request';
import { FLAG_BUILDING, FLAG_FLOOR, FLAG_NONE } from './sample';
import { gatherSample } from './sample';

const COMPLETION_OF = [null, 'completed', 'under-construction'] as const;

export function comparablesOf(store: ColumnStore, reader: CacheReader, request: ComparablesRequest): ComparablesAnswer {
  const rule = outlierRule(request.outliers);
  const listings = reader.listings.under(
    request.source,
    request.purpose,
    request.askingSince,
    request.placeId,
    request.placeName,
  ).rows;
  if (!request.span) return { transactions: [], total: 0, listings, rule };
  const { fromDay, toDay } = request.span;
  // Every bedroom count is gathered and judged, as the Market view's rule judges them (cells are per bedroom count
  // anyway); only the candidates' counts are kept.
  const sample = gatherSample(store, [scopeKey(request.source, request.placeId, request.category)], {
    purpose: PURPOSE_CODE[request.purpose],
    beds: null,
    completion: 0,
    fromDay,
    toDay,
  });
  const months = monthIndexTable(fromDay, toDay);
  const monthOf = new Int16Array(sample.n);
  for (let i = 0; i < sample.n; i++) monthOf[i] = months.table[sample.day[i]! - fromDay]!;
  const own = ownPlaceCodes(store.places, [request.placeName]);
  flagOutliers(sample, monthOf, months.months, request.outliers, new GroupScratch(), own);
  const wanted = new Set<number>(request.beds);
  const picked: number[] = [];
  for (let i = 0; i < sample.n; i++) if (wanted.has(sample.beds[i]!)) picked.push(i);
  picked.sort((a, b) => sample.day[b]! - sample.day[a]! || sample.slot[a]! - sample.slot[b]!);
  const listed = picked.slice(0, request.limit);
  const details = new Map(reader.transactions.details(listed.map((i) => sample.slot[i]!)).map((d) => [d.id, d]));
  const transactions = listed.map((i): ComparableTransaction => {
    const d = details.get(sample.slot[i]!);
    const perSqft = sample.pricePerSqft[i]!;
    const flag = sample.flag[i]!;
    const note = sample.notes.get(i);
    return {
      transactionId: d?.transactionId ?? String(sample.slot[i]),
      date: d?.date ?? dayToIso(sample.day[i]!),
      location: d?.location || store.places.names[sample.place[i]!] || request.placeName,
      category: d?.category ?? null,
      beds: sample.beds[i]! < 0 ? null : (sample.beds[i] as BedsBucket),
      completion: COMPLETION_OF[sample.completion[i]!] ?? null,
      price: sample.price[i]!,
      areaSqft: d?.areaSqft ?? null,
      pricePerSqft: Number.isNaN(perSqft) ? null : fils(perSqft),
      outlier:
        flag === FLAG_NONE
          ? null
          : {
              reason: flag === FLAG_FLOOR ? 'floor' : flag === FLAG_BUILDING ? 'building' : 'mad',
              medianPerSqft: fils(note?.reference ?? Number.NaN),
              deviations:
                note === undefined || Number.isNaN(note.deviations) ? null : Math.round(note.deviations * 1e6) / 1e6,
            },
    };
  });
  return { transactions, total: picked.length, listings, rule };
}
