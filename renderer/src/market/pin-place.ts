// Pinning a place to the compare panel from the Market view, with the market figures shown for it, so the panel
// keeps what the broker saw even offline.
import type { MarketAnalysis, PinInput } from '#shared/ipc/contract';
import type { Lang } from '#shared/domain/lang';
import { api } from '../api/api';
import { format } from '../i18n/strings';
import { notify } from '../notices/notice-store';
import type { PickedLocation } from '../search/types';
import { summaryOf } from './series';
import type { MarketStrings } from './strings/en';

/** The pin's snapshot: the place as picked and its whole-period figures (medians over non-outliers). */
export function placePin(place: PickedLocation, analysis: MarketAnalysis): PinInput {
  const unit = place.externalID;
  const sale = summaryOf(analysis, unit, 'for-sale');
  const rent = summaryOf(analysis, unit, 'for-rent');
  const yieldAll = analysis.yields.find((y) => y.unit === unit && y.beds === null) ?? null;
  return {
    kind: 'place',
    id: unit,
    snapshot: {
      externalID: unit,
      name: place.names && Object.keys(place.names).length > 0 ? place.names : place.label,
      path: place.path ?? null,
      type: place.type ?? null,
      market: {
        period: analysis.period,
        span: sale?.span ?? rent?.span ?? null,
        saleCount: sale?.count ?? 0,
        saleMedianPrice: sale?.medianPrice ?? null,
        saleMedianPricePerSqft: sale?.medianPricePerSqft ?? null,
        rentCount: rent?.count ?? 0,
        rentMedianPrice: rent?.medianPrice ?? null,
        grossYield: yieldAll?.grossYield ?? null,
        outliersExcluded: analysis.rule.excluded ? (sale?.outliers ?? 0) + (rent?.outliers ?? 0) : 0,
      },
    },
  };
}

export async function pinPlace(place: PickedLocation, analysis: MarketAnalysis, t: MarketStrings, lang: Lang) {
  const label = (place.names && (place.names[lang] ?? place.names.en)) || place.label;
  const result = await api.invoke('compare:pin', placePin(place, analysis));
  if (!result.ok) {
    notify('error', format(t.look.pinFailed, { place: label, message: result.error.message }));
    return false;
  }
  notify('success', format(t.look.pinned, { place: label, count: result.value.pins.length, max: result.value.max }));
  return true;
}
