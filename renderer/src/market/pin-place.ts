// Pinning a place to the compare panel from the Market view, with the market figures shown for it, so the panel
// keeps what the broker saw even offline.
import type { MarketAnalysis, PinInput } from '#shared/ipc/contract';
import type { Lang } from '#shared/domain/lang';
import { api } from '../api/api';
import { format } from '../i18n/strings';
import { notify } from '../notices/notice-store';
import type { PickedLocation } from '../search/types';
import { summaryOf } from './series';
import { MARKET_STRINGS } from './strings';

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

export async function pinPlace(place: PickedLocation, analysis: MarketAnalysis) {
  const label = (l: Lang) => (place.names && (place.names[l] ?? place.names.en)) || place.label;
  const result = await api.invoke('compare:pin', placePin(place, analysis));
  if (!result.ok) {
    const { message } = result.error;
    notify('error', (l) => format(MARKET_STRINGS[l].look.pinFailed, { place: label(l), message }));
    return false;
  }
  const count = result.value.pins.length;
  const { max } = result.value;
  notify('success', (l) => format(MARKET_STRINGS[l].look.pinned, { place: label(l), count, max }));
  return true;
}
