// One market analysis over the columnar copy: for each unit and purpose, gather its rows, flag outliers, then
// the series, summaries, histogram, changes and asking gap; then yields per unit and the comparison of units.
import { ref } from '#shared/messages/message-ref';
import type { BedroomlessCount, BedsBucket, OutlierRow } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import type { AskingRow } from '../../store/listings-repo';
import type { CacheReader } from '../../store/open-cache-reader';
import { COMPLETION_CODE, PURPOSE_CODE, scopeKey, type ColumnStore } from '../columns/column-store';
import { dayToIso, monthIndexTable } from '../dates';
import { GroupScratch } from '../stats/grouped';
import { changes } from './change';
import { compareUnits, type UnitFigures } from './compare';
import { fils } from './figures';
import { gapCells } from './gap';
import { histogram } from './histogram';
import { flagOutliers, outlierRule } from './outliers';
import type { AnalyzeRequest, AnalyzeResult, AnalyzeSpan, AnalyzeUnit } from './request';
import { FLAG_BUILDING, FLAG_FLOOR, FLAG_NONE, gatherSamples, type Sample } from './sample';
import { buildingRows, ownPlaceCodes } from './buildings';
import { monthlySeries, series, type SeriesContext } from './trends';
import { yieldCells } from './yield';

/** The outlier list is capped; the total is always given. */
export const OUTLIER_LIST_CAP = 500;

interface Flagged {
  unit: string;
  purpose: Purpose;
  slot: number;
  day: number;
  beds: number;
  price: number;
  pricePerSqft: number;
  flag: number;
  reference: number;
  deviations: number;
}

function collectFlagged(sample: Sample, unit: string, purpose: Purpose, into: Flagged[]): void {
  for (let i = 0; i < sample.n; i++) {
    if (sample.flag[i] === FLAG_NONE) continue;
    into.push({
      unit,
      purpose,
      slot: sample.slot[i]!,
      day: sample.day[i]!,
      beds: sample.beds[i]!,
      price: sample.price[i]!,
      pricePerSqft: sample.pricePerSqft[i]!,
      flag: sample.flag[i]!,
      reference: sample.notes.get(i)?.reference ?? Number.NaN,
      deviations: sample.notes.get(i)?.deviations ?? Number.NaN,
    });
  }
}

function outlierRows(flagged: Flagged[], reader: CacheReader): OutlierRow[] {
  const listed = flagged.sort((a, b) => b.day - a.day || a.slot - b.slot).slice(0, OUTLIER_LIST_CAP);
  const details = new Map(reader.transactions.details(listed.map((f) => f.slot)).map((d) => [d.id, d]));
  return listed.map((f) => {
    const d = details.get(f.slot);
    return {
      unit: f.unit,
      purpose: f.purpose,
      transactionId: d?.transactionId ?? String(f.slot),
      date: d?.date ?? dayToIso(f.day),
      location: d?.location ?? '',
      beds: f.beds < 0 ? null : (f.beds as BedsBucket),
      price: f.price,
      areaSqft: d?.areaSqft ?? null,
      pricePerSqft: fils(f.pricePerSqft),
      reason: f.flag === FLAG_FLOOR ? 'floor' : f.flag === FLAG_BUILDING ? 'building' : 'mad',
      cellMedianPerSqft: fils(f.reference),
      // Kept fine enough that a flagged row never rounds down onto the threshold (3.004 is not "3").
      deviations: Number.isNaN(f.deviations) ? null : Math.round(f.deviations * 1e6) / 1e6,
    };
  });
}

/** How many transactions of a sample have no bedroom count, of how many. */
function withoutBedrooms(unit: string, purpose: Purpose, sample: Sample): BedroomlessCount {
  let count = 0;
  for (let i = 0; i < sample.n; i++) if (sample.beds[i]! < 0) count++;
  return { unit, purpose, count, total: sample.n };
}

/** The unit's current listings, once each however many of its places list them; unreadable ones counted in `result`. */
function asking(
  reader: CacheReader,
  request: AnalyzeRequest,
  unit: AnalyzeUnit,
  purpose: Purpose,
  result: AnalyzeResult,
) {
  const seen = new Set<string>();
  const rows: AskingRow[] = [];
  unit.placeIds.forEach((id, i) => {
    const read = reader.listings.under(request.source, purpose, request.askingSince, id, unit.placeNames[i] ?? '');
    for (const row of read.rows) if (!seen.has(row.externalID) && seen.add(row.externalID)) rows.push(row);
    result.unreadableListings += read.unreadable;
  });
  return rows;
}

/** The worker answers one call at a time, so one set of buffers serves every analysis. */
const SCRATCH = new GroupScratch();

export function analyze(store: ColumnStore, reader: CacheReader, request: AnalyzeRequest): AnalyzeResult {
  const started = performance.now();
  const scratch = SCRATCH;
  const exclude = request.outliers.exclude;
  const completion =
    request.completion === 'any'
      ? 0
      : request.completion === 'ready'
        ? COMPLETION_CODE.completed!
        : COMPLETION_CODE['under-construction']!;
  const all = request.sections === 'all';
  const result: AnalyzeResult = {
    rule: outlierRule(request.outliers),
    monthly: [],
    monthlyByBeds: [],
    monthlyByCompletion: [],
    summary: [],
    histograms: [],
    changes: [],
    yields: [],
    gaps: [],
    outliers: [],
    outliersTotal: 0,
    buildings: [],
    compare: [],
    warnings: [],
    unreadableListings: 0,
    withoutBedrooms: [],
    computeMs: 0,
  };
  const flagged: Flagged[] = [];
  const unitFigures: UnitFigures[] = [];
  for (const unit of request.units) {
    const figures: UnitFigures = { unit: unit.key, byPurpose: {}, yields: [], changes: [] };
    const keys = unit.placeIds.map((id) => scopeKey(request.source, id, request.category));
    const spans = request.purposes
      .map((purpose) => request.spans.find((s) => s.unit === unit.key && s.purpose === purpose))
      .filter((s): s is AnalyzeSpan => s !== undefined);
    const filters = spans.map((span) => ({
      purpose: PURPOSE_CODE[span.purpose],
      beds: request.beds,
      completion,
      fromDay: span.fromDay,
      toDay: span.toDay,
    }));
    const samples = gatherSamples(store, keys, filters, scratch);
    const own = ownPlaceCodes(store.places, [unit.label, ...unit.placeNames]);
    // Transactions without a bedroom count, among all of the period (whatever bedrooms were asked): no by-bedroom
    // figure holds them, so the analysis says how many there are. A separate gather only when bedrooms were asked.
    const everyBed =
      request.beds === null
        ? samples
        : gatherSamples(
            store,
            keys,
            filters.map((f) => ({ ...f, beds: null })),
          );
    for (const [index, span] of spans.entries()) {
      const sample = samples[index]!;
      const purpose = span.purpose;
      result.withoutBedrooms.push(withoutBedrooms(unit.key, purpose, everyBed[index]!));
      const months = monthIndexTable(span.fromDay, span.toDay);
      const monthOf = scratch.int16(`months${index}`, sample.n);
      for (let i = 0; i < sample.n; i++) monthOf[i] = months.table[sample.day[i]! - span.fromDay]!;
      result.outliersTotal += flagOutliers(sample, monthOf, months.months, request.outliers, scratch, own);
      const ctx: SeriesContext = {
        unit: unit.key,
        purpose,
        monthOf,
        firstMonth: months.first,
        months: months.months,
        fromDay: span.fromDay,
        toDay: span.toDay,
        exclude,
        scratch,
      };
      if (!all) {
        result.monthlyByBeds.push(...monthlySeries(sample, ctx, false).monthlyByBeds);
        continue;
      }
      const s = series(sample, ctx);
      result.monthly.push(...s.monthly);
      result.monthlyByBeds.push(...s.monthlyByBeds);
      result.monthlyByCompletion.push(...s.monthlyByCompletion);
      result.summary.push(...s.summary);
      figures.byPurpose[purpose] = s.byBeds;
      result.histograms.push(histogram(sample, unit.key, purpose, exclude));
      const changed = changes(sample, {
        unit: unit.key,
        purpose,
        fromDay: span.fromDay,
        toDay: span.toDay,
        exclude,
        scratch,
      });
      result.changes.push(...changed);
      figures.changes.push(...changed);
      const gapFilter = { category: request.category, completion };
      result.gaps.push(
        ...gapCells(
          unit.key,
          purpose,
          asking(reader, request, unit, purpose, result),
          gapFilter,
          s.byBeds,
          request.beds,
          request.askingComplete.some((c) => c.unit === unit.key && c.purpose === purpose),
        ),
      );
      collectFlagged(sample, unit.key, purpose, flagged);
      result.buildings.push(...buildingRows(sample, own, store.places, unit.key, purpose));
    }
    const sale = figures.byPurpose['for-sale'];
    const rent = figures.byPurpose['for-rent'];
    if (sale && rent) {
      figures.yields = yieldCells(unit.key, unit.label, sale, rent, request.beds);
      result.yields.push(...figures.yields);
    }
    unitFigures.push(figures);
  }
  if (all) {
    result.compare = compareUnits(unitFigures, request.purposes, request.beds);
    result.outliers = outlierRows(flagged, reader);
  }
  if (result.unreadableListings > 0) {
    result.warnings.push(ref('market.unreadableListings', { count: result.unreadableListings }));
  }
  result.computeMs = Math.round((performance.now() - started) * 10) / 10;
  return result;
}
