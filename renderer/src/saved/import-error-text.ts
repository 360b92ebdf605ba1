// Why a saved-searches file was not imported, in the interface language and in a broker's words: the core names the
// part of the file to blame as a field path (`file` when it is not JSON, `version`, `queries.2.params.price_min`…),
// and this turns it into a sentence that counts searches from 1 and names a filter by the label its form shows (a
// market analysis's filters, `queries.0.params.query.purpose`, by the Market form's labels).
import type { Lang } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import { fieldLabel } from '../search';
import { sayIn } from '../i18n/say';

/** The Market form's fields, each with its label's message. */
const MARKET_FIELDS = {
  places: 'marketView.form.places',
  purpose: 'marketView.form.purpose',
  category: 'marketView.form.category',
  completion: 'marketView.form.completion',
  beds: 'marketView.form.beds',
  period: 'marketView.form.period',
} as const;

/** The Market form's label of a market query field, if the form has that field. */
function marketFieldLabel(field: string | undefined, lang: Lang): string | null {
  return field !== undefined && Object.hasOwn(MARKET_FIELDS, field)
    ? sayIn(lang)(MARKET_FIELDS[field as keyof typeof MARKET_FIELDS])
    : null;
}

export function importErrorText(error: AppError, lang: Lang): string {
  const say = sayIn(lang);
  const path = (error.field ?? '').split('.').filter((p) => p !== '');
  const [top, index, part, param, marketField] = path;
  if (top === 'file') return say('saved.importNotJson');
  if (top === undefined || top === 'format') return say('saved.importNotOurs');
  if (top === 'version') return say('saved.importVersion');
  if (top !== 'queries') return say('saved.importBadField', { field: top });
  if (index === undefined || !/^\d+$/.test(index)) return say('saved.importQueries');
  const n = Number(index) + 1;
  switch (part) {
    case 'name':
      return say('saved.importQueryName', { n });
    case 'operation':
    case 'kind':
      return say('saved.importQueryKind', { n });
    case 'params': {
      if (param === 'query') {
        const label = marketFieldLabel(marketField, lang);
        return label ? say('saved.importQueryFilter', { n, label }) : say('saved.importQueryFilters', { n });
      }
      return param === undefined
        ? say('saved.importQueryFilters', { n })
        : say('saved.importQueryFilter', { n, label: fieldLabel(param, sayIn(lang)) });
    }
    case 'picks':
      return say('saved.importQueryPicks', { n });
    default:
      return say('saved.importQuery', { n });
  }
}
