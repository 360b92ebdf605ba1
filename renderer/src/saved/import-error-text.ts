// Why a saved-searches file was not imported, in the interface language and in a broker's words: the core names the
// part of the file to blame as a field path (`file` when it is not JSON, `version`, `queries.2.params.price_min`…),
// and this turns it into a sentence that counts searches from 1 and names a filter by the label its form shows (a
// market analysis's filters, `queries.0.params.query.purpose`, by the Market form's labels).
import type { Lang } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import { formatInteger } from '../i18n/format';
import { format } from '../i18n/strings';
import { MARKET_STRINGS } from '#shared/market/strings/index';
import { fieldLabel } from '../search/issue-text';
import { sayIn } from '../i18n/say';
import { SAVED_STRINGS } from './saved-strings';

const MARKET_FIELDS = ['places', 'purpose', 'category', 'completion', 'beds', 'period'] as const;

/** The Market form's label of a market query field, if the form has that field. */
function marketFieldLabel(field: string | undefined, lang: Lang): string | null {
  const known = MARKET_FIELDS.find((f) => f === field);
  return known ? MARKET_STRINGS[lang].form[known] : null;
}

export function importErrorText(error: AppError, lang: Lang): string {
  const t = SAVED_STRINGS[lang];
  const path = (error.field ?? '').split('.').filter((p) => p !== '');
  const [top, index, part, param, marketField] = path;
  if (top === 'file') return t.importNotJson;
  if (top === undefined || top === 'format') return t.importNotOurs;
  if (top === 'version') return t.importVersion;
  if (top !== 'queries') return format(t.importBadField, { field: top });
  if (index === undefined || !/^\d+$/.test(index)) return t.importQueries;
  const n = formatInteger(Number(index) + 1, lang);
  switch (part) {
    case 'name':
      return format(t.importQueryName, { n });
    case 'operation':
    case 'kind':
      return format(t.importQueryKind, { n });
    case 'params': {
      if (param === 'query') {
        const label = marketFieldLabel(marketField, lang);
        return label ? format(t.importQueryFilter, { n, label }) : format(t.importQueryFilters, { n });
      }
      return param === undefined
        ? format(t.importQueryFilters, { n })
        : format(t.importQueryFilter, { n, label: fieldLabel(param, sayIn(lang)) });
    }
    case 'picks':
      return format(t.importQueryPicks, { n });
    default:
      return format(t.importQuery, { n });
  }
}
