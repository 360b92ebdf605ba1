// Where an asking AED per sq ft falls among the stored transactions of its place, purpose and bedroom count over a
// period: a mid-rank percentile with its n, over the transactions the outlier rule keeps.
import { COMPLETION_CODE, PURPOSE_CODE, scopeKey, type ColumnStore } from '../columns/column-store';
import { monthIndexTable } from '../dates';
import { GroupScratch } from '../stats/grouped';
import { percentileRank } from '../stats/select';
import { flagOutliers, outlierRule } from './outliers';
import { ownPlaceCodes } from './buildings';
import type { PercentileAnswer, PercentileRequest } from './request';
import { FLAG_NONE, gatherSample } from './sample';

export function percentileOf(store: ColumnStore, request: PercentileRequest): PercentileAnswer {
  const rule = outlierRule(request.outliers);
  if (!request.span) return { percentile: null, n: 0, below: 0, equal: 0, rule };
  const { fromDay, toDay } = request.span;
  const completion =
    request.completion === 'any'
      ? 0
      : request.completion === 'ready'
        ? COMPLETION_CODE.completed!
        : COMPLETION_CODE['under-construction']!;
  // The rule's cells (place or building) × bedrooms × month or period, so gathering the one bucket flags exactly what
  // the analysis does.
  const sample = gatherSample(store, [scopeKey(request.source, request.placeId, request.category)], {
    purpose: PURPOSE_CODE[request.purpose],
    beds: [request.beds],
    completion,
    fromDay,
    toDay,
  });
  const months = monthIndexTable(fromDay, toDay);
  const monthOf = new Int16Array(sample.n);
  for (let i = 0; i < sample.n; i++) monthOf[i] = months.table[sample.day[i]! - fromDay]!;
  const own = ownPlaceCodes(store.places, request.placeName ? [request.placeName] : []);
  flagOutliers(sample, monthOf, months.months, request.outliers, new GroupScratch(), own);
  const values: number[] = [];
  for (let i = 0; i < sample.n; i++) {
    const x = sample.pricePerSqft[i]!;
    if (Number.isNaN(x) || (request.outliers.exclude && sample.flag[i] !== FLAG_NONE)) continue;
    values.push(x);
  }
  const rank = percentileRank(values, request.pricePerSqft);
  return {
    percentile: values.length ? Math.round(rank.percentile * 10) / 10 : null,
    n: values.length,
    below: rank.below,
    equal: rank.equal,
    rule,
  };
}
