// The ranked list's grid columns: the radar's one table definition (ids, kinds, order) made into ag-grid columns
// with the grid's typed makers, each factor's cell telling in its tooltip what the factor was judged against.
import { sayIn } from '../i18n/say';
import { dataLangFor, pickText, type DataLang, type Lang } from '#shared/domain/lang';
import type { RadarFactor, RadarRow, RadarView } from '#shared/domain/radar';
import type { AreaUnit } from '#shared/settings';
import {
  areaColumn,
  codeColumn,
  countColumn,
  type GridColumn,
  moneyColumn,
  numberColumn,
  pricePerAreaColumn,
  textColumn,
  type ColumnContext,
} from '../grid';
import { formatNumber, formatPricePerArea } from '#shared/format/values';
import { areaUnitWord } from '#shared/words/value-labels';
import { withRentPeriod } from '../grid';
import { RENT_FREQUENCIES } from '#shared/data-service/params';
import { formatMessage } from '#shared/messages/format-message';
import { localizedRadarColumns } from './radar-headers';

/** What a factor's figure rests on, as its cells' tooltip says it. */
export function factorTip(row: RadarRow, factor: RadarFactor, lang: Lang, unit: AreaUnit): string {
  const radarSay = sayIn(lang);
  const f = row.factors[factor];
  const judged = f.score === null ? `${radarSay('radarView.notJudged')}. ` : '';
  const n = (v: number | null) => (v === null ? '—' : formatNumber(v, lang));
  switch (factor) {
    case 'days-on-market':
      // The median of an even count can fall on a half day: said as it is, as the export writes it.
      return (
        judged +
        radarSay('radarView.daysTip', {
          median: f.reference === null ? '—' : formatNumber(f.reference, lang, 1),
          n: n(f.n),
        })
      );
    case 'price-cuts':
      return judged + radarSay('radarView.cutsTip', { count: f.n ?? 0 });
    case 'premium':
      return f.reference === null
        ? radarSay('radarView.notJudged')
        : judged +
            radarSay('radarView.premiumTip', {
              perArea: radarSay('radarView.headers.pricePerArea', { unit: areaUnitWord(unit, lang) }),
              median: formatPricePerArea(f.reference, unit, lang, { unit: false }),
              n: n(f.n),
              place: f.place ?? '—',
            });
    case 'repeat-adverts':
      return (
        judged +
        radarSay('radarView.repeatTip') +
        (f.spread === null || f.spread === undefined
          ? ''
          : ` · ${radarSay('radarView.spreadTip', { spread: formatNumber(f.spread, lang, 1) })}`)
      );
    case 'agency-size':
      return judged + radarSay('radarView.agencyTip');
  }
}

const FACTOR_ID = /^(factor|score)\.(.+)$/;

export function radarGridColumns(
  purpose: RadarView['purpose'],
  lang: Lang,
  unit: AreaUnit,
  dataLang: DataLang = dataLangFor(lang),
): GridColumn<RadarRow>[] {
  const ctx: ColumnContext = { lang, dataLang, areaUnit: unit };
  const radarSay = sayIn(lang);
  return localizedRadarColumns(purpose, lang, unit).map((c): GridColumn<RadarRow> => {
    const spec = { colId: c.id, headerName: c.header };
    const factor = FACTOR_ID.exec(c.id)?.[2] as RadarFactor | undefined;
    let col: GridColumn<RadarRow>;
    switch (c.kind) {
      case 'integer':
        col = countColumn(ctx, { ...spec, value: (r) => c.value(r) as number | null });
        break;
      case 'number':
        col = numberColumn({
          ...spec,
          width: 110,
          value: (r) => c.value(r) as number | null,
          // The score always with its tenth (62.0 beside 64.3); the factors' scores to the hundredth.
          format: (v) => (c.id === 'score' ? formatNumber(v, lang, 1, 1) : formatNumber(v, lang, 2)),
        });
        break;
      case 'aed':
        col = moneyColumn(ctx, { ...spec, value: (r) => c.value(r) as number | null });
        col.valueFormatter = (p) => withRentPeriod(formatNumber(p.value as number | null, lang), p.data, lang);
        break;
      case 'area':
        col = areaColumn(ctx, { ...spec, value: (r) => c.value(r) as number | null });
        break;
      case 'aedPerArea':
        col = pricePerAreaColumn(ctx, { ...spec, value: (r) => c.value(r) as number | null });
        break;
      default:
        col =
          c.id === 'period'
            ? codeColumn({ ...spec, labels: rentFrequencyWords(lang), value: (r) => c.value(r) as string })
            : textColumn({
                ...spec,
                width: c.id === 'title' ? 260 : c.id === 'id' ? 110 : 160,
                value: (r) =>
                  c.id === 'title' && r.title ? pickText(r.title, dataLang) || null : (c.value(r) as string | null),
              });
    }
    if (factor) col.tooltip = (p) => (p.data ? factorTip(p.data, factor, lang, unit) : '');
    if (c.id === 'score') {
      col.tooltip = (p) =>
        p.data ? radarSay('radarView.scoreTip', { judged: formatNumber(p.data.judged, lang) }) : '';
      // The core ranks by score: the header says so, and the broker may sort by another column.
      col.initialSort = 'desc';
    }
    if (c.id === 'title') col.tooltip = (p) => (p.value as string | null) ?? '';
    return col;
  });
}

/** The rent periods' words in `lang`: the period column names its codes as the search form's choices do. */
function rentFrequencyWords(lang: Lang): Readonly<Record<string, string>> {
  return Object.fromEntries(RENT_FREQUENCIES.map((f) => [f, formatMessage(lang, `search.rentFrequencies.${f}`)]));
}
