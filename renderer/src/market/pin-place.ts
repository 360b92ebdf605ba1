// Pinning a place to the compare panel from the Market view, with the market figures shown for it, so the panel
// keeps what the broker saw even offline.
import type { MarketAnalysis, MarketQueryInput, PinInput } from '#shared/ipc/contract';
import { placeFiguresOf } from '#shared/market/place-figures';
import { dataLangFor, type Lang } from '#shared/domain/lang';
import { pinOne } from '../compare';
import { useCompare } from '../compare';
import { errorText } from '../i18n/error-text';
import { notify } from '../notices';
import type { PickedLocation } from '../search';
import { sayIn } from '../i18n/messages';

/** The pin's snapshot: the place as picked, its whole-period figures (medians over non-outliers) and their filters. */
export function placePin(place: PickedLocation, analysis: MarketAnalysis, query: MarketQueryInput): PinInput {
  const unit = place.externalID;
  const figures = placeFiguresOf(analysis, unit);
  return {
    kind: 'place',
    id: unit,
    snapshot: {
      externalID: unit,
      name: place.names && Object.keys(place.names).length > 0 ? place.names : place.label,
      path: place.path ?? null,
      type: place.type ?? null,
      market: {
        period: query.period ?? '12m',
        ...(figures ?? {}),
        scope: { category: query.category ?? null, beds: query.beds ?? null, completion: query.completion ?? 'any' },
      },
    },
  };
}

/** Pins a place with these figures, or gives the pinned place these figures instead of those it had. */
export async function pinPlace(place: PickedLocation, analysis: MarketAnalysis, query: MarketQueryInput) {
  // The place as the data language of the notice's language names it.
  const label = (l: Lang) => (place.names && (place.names[dataLangFor(l)] ?? place.names.en)) || place.label;
  const again = useCompare.getState().pinned.place.includes(place.externalID);
  const result = await pinOne(placePin(place, analysis, query));
  if (!result.ok) {
    const { error } = result;
    notify('error', (l) => {
      const said = errorText(error, l);
      return sayIn(l)('marketView.look.pinFailed', { place: label(l), message: `${said.happened} ${said.todo}` });
    });
    return false;
  }
  notify('success', (l) =>
    again
      ? sayIn(l)('marketView.look.repinned', { place: label(l) })
      : sayIn(l)('marketView.look.pinned', {
          place: label(l),
          count: result.view.pins.length,
          max: result.view.max,
        }),
  );
  return true;
}
