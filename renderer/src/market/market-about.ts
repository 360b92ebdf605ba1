// The market in words, for the results heading and for every export's About sheet: places, purpose, category,
// completion, bedrooms, period and the span held, the outlier rule, and when the transactions were fetched.
import { formatList } from '#shared/format/intl';
import type { Lang } from '#shared/domain/lang';
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import { format } from '../i18n/strings';
import type { AreaUnit } from '#shared/format/values';
import { ruleText } from './outlier-rule';
import type { TableAbout } from '#shared/market/tables/table-model';
import { bedsChoice, formatDay, purposeLabel, withRemark } from '#shared/market/market-format';
import { sayIn } from '../i18n/messages';
import type { MarketStrings } from '#shared/market/strings/en';

/** The span every held list covers: the latest start to the earliest end. */
export function heldSpan(analysis: MarketAnalysis): { from: string; to: string } | null {
  const spans = analysis.coverage.flatMap((c) => (c.span ? [c.span] : []));
  if (spans.length === 0) return null;
  return {
    from: spans.map((s) => s.from).sort()[spans.length - 1]!,
    to: spans.map((s) => s.to).sort()[0]!,
  };
}

export function placesText(query: MarketQueryInput, lang: Lang, names?: (id: string) => string): string {
  return formatList(
    query.places.map((p) => names?.(p.id) ?? p.name),
    lang,
  );
}

/** "Dubai Marina · Sales and rents · Apartments · 1 bed, 2 beds · 12 months". */
export function queryText(
  query: MarketQueryInput,
  t: MarketStrings,
  lang: Lang,
  names?: (id: string) => string,
): string {
  return [
    placesText(query, lang, names),
    purposeLabel(query.purpose, lang),
    t.categories[query.category ?? 'any'],
    query.completion && query.completion !== 'any' ? t.completions[query.completion] : null,
    bedsChoice(query.beds, lang),
    t.periods[query.period ?? '12m'],
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

export function aboutOf(
  query: MarketQueryInput,
  analysis: MarketAnalysis,
  t: MarketStrings,
  lang: Lang,
  unit: AreaUnit,
  names?: (id: string) => string,
): TableAbout {
  const span = heldSpan(analysis);
  const fetched = analysis.coverage.flatMap((c) => (c.fetchedAt ? [c.fetchedAt] : [])).sort();
  const spanText = span ? format(t.look.span, { from: formatDay(span.from, lang), to: formatDay(span.to, lang) }) : '';
  return {
    query: queryText(query, t, lang, names),
    parameters: [
      { name: t.form.places, value: placesText(query, lang, names) },
      { name: t.form.purpose, value: purposeLabel(query.purpose, lang) },
      { name: t.form.category, value: t.categories[query.category ?? 'any'] },
      { name: t.form.completion, value: t.completions[query.completion ?? 'any'] },
      { name: t.form.beds, value: bedsChoice(query.beds, lang) },
      { name: t.form.period, value: withRemark(t.periods[query.period ?? '12m'], spanText, lang) },
    ],
    fetched: { oldest: fetched[0] ?? null, newest: fetched[fetched.length - 1] ?? null },
    notes: [
      ruleText(analysis.rule, lang, unit),
      sayIn(lang)(analysis.rule.excluded ? 'marketView.outliers.excluded' : 'marketView.outliers.included'),
    ],
  };
}
