// The measures of new projects and of places side by side. Projects: completion (highest best), share paid
// before handover and starting price (lowest best), handover (earliest best). Places: the market figures of
// their stored transactions (lowest AED per sq ft, highest gross yield, most transactions).
import { knownPlaceName } from '#shared/words/uae-place-names';
import { bedroomsOffered } from '#shared/domain/bedrooms';
import { pickText, type DataLang, type Lang, type Localized } from '#shared/domain/lang';
import type { PlaceSnapshot, ProjectSnapshot } from '#shared/compare/snapshots';
import type { Cell } from '#shared/export/table';
import type { RowSpec } from './differences';
import type { PlaceFigures, PlaceScope } from '#shared/market/place-figures';
import type { MarketFiguresSource } from './market-figures';
import { sayIn, type Say } from '#shared/messages/messages';
import { spanArgs } from './note-dates';
import { countText, LOCALES } from '#shared/words/plural';
import { LIST_SEPARATOR, labelOf, valueLabels } from '#shared/words/value-labels';
import { joinTrail, trailSteps } from '#shared/words/place-trail';

/** The period of a place pinned from anywhere but the Market view. */
const PLACE_PERIOD: PlaceScope['period'] = '12m';

const fraction = (percent: number | null | undefined): number | null =>
  percent === null || percent === undefined ? null : percent / 100;

export function projectRows(items: readonly ProjectSnapshot[], lang: Lang, dataLang: DataLang): RowSpec[] {
  const labels = valueLabels(lang);
  const value = (read: (p: ProjectSnapshot) => Cell | undefined): Cell[] => items.map((p) => read(p) ?? null);
  return [
    {
      id: 'title',
      label: 'Project',
      kind: 'text',
      direction: null,
      values: value((p) => pickText(p.title ?? {}, dataLang) || null),
    },
    { id: 'developer', label: 'Developer', kind: 'text', direction: null, values: value((p) => p.developer?.name) },
    { id: 'location', label: 'Place', kind: 'text', direction: null, values: value((p) => p.location?.at(-1)?.name) },
    {
      id: 'completion',
      label: 'Completion',
      kind: 'percent',
      direction: 'highest',
      statement: 'most complete',
      values: value((p) => fraction(p.completionPercentage)),
    },
    {
      id: 'handover',
      label: 'Handover',
      kind: 'date',
      direction: 'lowest',
      statement: 'earliest handover',
      values: value((p) => p.completionDate),
    },
    {
      id: 'preHandover',
      label: 'Paid before handover',
      kind: 'percent',
      direction: 'lowest',
      statement: 'least paid before handover',
      values: value((p) => fraction(p.preHandoverPayment)),
    },
    {
      id: 'priceFrom',
      label: 'Price from',
      kind: 'aed',
      direction: 'lowest',
      statement: 'lowest starting price',
      values: value((p) => p.priceFrom),
    },
    { id: 'priceTo', label: 'Price to', kind: 'aed', direction: null, values: value((p) => p.priceTo) },
    // Sizes are what a client needs, not better or worse, as a listing's area is: neither end is ranked.
    { id: 'areaFrom', label: 'Area from', kind: 'area', direction: null, values: value((p) => p.areaFromSqft) },
    { id: 'areaTo', label: 'Area to', kind: 'area', direction: null, values: value((p) => p.areaToSqft) },
    {
      id: 'bedrooms',
      label: 'Bedrooms offered',
      kind: 'text',
      direction: null,
      // An office project pinned with "rooms: [0]" offers no studios.
      values: value((p) => {
        const offered = bedroomsOffered(p.rooms ?? [], p.propertyTypes ?? []).sort((a, b) => a - b);
        if (!offered.length) return null;
        return offered.map((n) => (n === 0 ? labels.studio : countText(n, lang))).join(LIST_SEPARATOR[lang]);
      }),
    },
    {
      id: 'types',
      label: 'Types',
      kind: 'text',
      direction: null,
      values: value((p) =>
        p.propertyTypes?.length
          ? p.propertyTypes.map((t) => labelOf(labels.propertyType, t)).join(LIST_SEPARATOR[lang])
          : null,
      ),
    },
  ];
}

export interface PlaceContext {
  lang: Lang;
  /** The language of the places' own names. */
  dataLang: DataLang;
  figures: MarketFiguresSource;
  /** The names in every language of places known by their English names (from stored look-ups; no request). */
  placeNames(names: readonly string[]): Readonly<Record<string, Localized>>;
}

/** A place's path ("Dubai > Dubai Marina") with each step in the panel's language where its name is known. */
function localPaths(items: readonly PlaceSnapshot[], ctx: PlaceContext): (string | null)[] {
  const steps = items.map((p) => (p.path ? trailSteps(p.path) : null));
  const names = ctx.placeNames([...new Set(steps.flatMap((s) => s ?? []))]);
  // The emirates and main cities are known without a look-up ("Dubai > دبي مارينا" was half English).
  const named = (step: string) => names[step]?.[ctx.dataLang] ?? knownPlaceName(step, ctx.dataLang) ?? step;
  return steps.map((s) => (s ? joinTrail(s.map(named)) : null));
}

/** A place's name in English (how the analytics label places), whatever language the pin was made in. */
export function englishName(place: PlaceSnapshot): string {
  return typeof place.name === 'string' ? place.name : pickText(place.name, 'en');
}

type PinnedMarket = NonNullable<PlaceSnapshot['market']>;

/** The filters a place's figures are computed under: those it was pinned with, else the whole market of a year. */
function scopeOf(market: PinnedMarket | null | undefined): PlaceScope {
  return {
    period: market?.period ?? PLACE_PERIOD,
    category: market?.scope?.category ?? null,
    beds: market?.scope?.beds ?? null,
    completion: market?.scope?.completion ?? null,
  };
}

function scopeText(scope: PlaceScope, say: Say): string {
  const labels = valueLabels(say.lang);
  const beds = scope.beds?.map((b) => (b === 0 ? labels.studio : b === 5 ? '5+' : countText(b, say.lang)));
  const completion =
    scope.completion && scope.completion !== 'any'
      ? labels.completion[scope.completion === 'ready' ? 'completed' : scope.completion]
      : null;
  return say('compareNote.scope', {
    hasCategory: scope.category ? 'yes' : 'no',
    category: scope.category ? labelOf(labels.propertyType, scope.category) : '',
    hasBeds: beds?.length ? 'yes' : 'no',
    // The bedroom counts are values listed as the language separates them, not words of a sentence.
    beds: beds?.join(LIST_SEPARATOR[say.lang]) ?? '',
    hasCompletion: completion ? 'yes' : 'no',
    completion: completion ?? '',
    months: Number.parseInt(scope.period, 10),
  });
}

/** The figures pinned from the Market view, when the store no longer holds the place's market. */
function pinnedFigures(market: PinnedMarket): PlaceFigures {
  return {
    span: market.span ?? null,
    saleCount: market.saleCount ?? 0,
    saleMedianPrice: market.saleMedianPrice ?? null,
    saleMedianPricePerSqft: market.saleMedianPricePerSqft ?? null,
    rentCount: market.rentCount ?? 0,
    rentMedianPrice: market.rentMedianPrice ?? null,
    grossYield: market.grossYield ?? null,
    outliersExcluded: market.outliersExcluded ?? 0,
  };
}

interface Shown {
  figures: PlaceFigures | null;
  note: string;
  /** The filters the figures are computed under, in words. */
  scope: string;
}

async function figuresOfPlace(p: PlaceSnapshot, ctx: PlaceContext, say: Say): Promise<Shown> {
  const scope = scopeOf(p.market);
  const live = await ctx.figures.placeFigures({ id: p.externalID, name: englishName(p) }, scope);
  const figures = live ?? (p.market ? pinnedFigures(p.market) : null);
  if (!figures)
    return {
      figures: null,
      note: say('compareNote.nothingStored', { scope: scopeText(scope, say) }),
      scope: scopeText(scope, say),
    };
  const outliers = figures.outliersExcluded;
  return {
    figures,
    scope: scopeText(scope, say),
    note: say('compare.placeSample', {
      sales: figures.saleCount,
      rents: figures.rentCount,
      scope: scopeText(scope, say),
      ...spanArgs(figures.span),
      outliers,
      pinned: live ? 'no' : 'yes',
    }),
  };
}

export async function placeRows(items: readonly PlaceSnapshot[], ctx: PlaceContext): Promise<RowSpec[]> {
  const say = sayIn(ctx.lang);
  const shown = await Promise.all(items.map((p) => figuresOfPlace(p, ctx, say)));
  const pick = (read: (f: PlaceFigures) => Cell): Cell[] => shown.map((s) => (s.figures ? read(s.figures) : null));
  const sample = shown.map((s) => s.note);
  const note = say('compareNote.placeFigures');
  return [
    {
      id: 'name',
      label: 'Place',
      kind: 'text',
      direction: null,
      values: items.map((p) => (typeof p.name === 'string' ? p.name : pickText(p.name, ctx.dataLang) || null)),
    },
    { id: 'path', label: 'Location', kind: 'text', direction: null, values: localPaths(items, ctx) },
    // What every figure below rests on (category, bedrooms, completion, period): shown, not only on hover.
    {
      id: 'scope',
      label: 'Figures for',
      kind: 'text',
      direction: null,
      // A cell of its own begins as a sentence does ("Every category", in a note "for every category").
      values: shown.map((s) => s.scope.charAt(0).toLocaleUpperCase(LOCALES[ctx.lang]) + s.scope.slice(1)),
    },
    {
      id: 'saleMedianPrice',
      label: 'Median sale price',
      kind: 'aed',
      direction: null,
      values: pick((f) => f.saleMedianPrice),
      note,
      notes: sample,
    },
    {
      id: 'saleMedianPricePerArea',
      label: 'Median sale AED per area',
      kind: 'aedPerArea',
      // Cheaper per area is not a better place (prices follow the place): said, not ranked.
      direction: null,
      values: pick((f) =>
        f.saleMedianPricePerSqft === null ? null : Math.round(f.saleMedianPricePerSqft * 100) / 100,
      ),
      note,
      notes: sample,
    },
    {
      id: 'rentMedianPrice',
      label: 'Median rent per year',
      kind: 'aed',
      direction: null,
      values: pick((f) => f.rentMedianPrice),
      note,
      notes: sample,
    },
    {
      id: 'grossYield',
      label: 'Gross rental yield',
      kind: 'percent',
      direction: 'highest',
      statement: 'highest yield',
      values: pick((f) => (f.grossYield === null ? null : Math.round(f.grossYield * 10_000) / 10_000)),
      note: say('compareNote.grossYield'),
      notes: sample,
    },
    {
      id: 'saleCount',
      label: 'Sales',
      kind: 'integer',
      direction: 'highest',
      statement: 'most sales',
      values: pick((f) => f.saleCount),
      note,
    },
    {
      id: 'rentCount',
      label: 'Rents',
      kind: 'integer',
      direction: 'highest',
      statement: 'most rents',
      values: pick((f) => f.rentCount),
      note,
    },
    {
      id: 'listings',
      // The place's every advert, whatever the filter of the figures above: said in the label.
      label: 'Listings on the market (every type and bedroom count)',
      kind: 'integer',
      direction: null,
      values: items.map((p) => p.adCount ?? null),
    },
  ];
}
