// The market in words, for the results heading and for every export's About sheet: places, purpose, category,
// completion, bedrooms, period and the span held, the outlier rule, and when the transactions were fetched.
import { formatList } from '#shared/format/intl';
import type { Lang } from '#shared/domain/lang';
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import { sayIn } from '../i18n/messages';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { CATEGORY_MESSAGE, COMPLETION_MESSAGE, PERIOD_MESSAGE } from '#shared/market/market-view-ids';
import type { AreaUnit } from '#shared/format/values';
import { ruleText } from './outlier-rule';
import type { TableAbout } from '#shared/market/tables/table-model';
import { bedsChoice, formatDay, purposeLabel, withRemark } from '#shared/market/market-format';

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
export function queryText(query: MarketQueryInput, lang: Lang, names?: (id: string) => string): string {
  const say = sayIn(lang);
  return [
    placesText(query, lang, names),
    purposeLabel(query.purpose, lang),
    say(CATEGORY_MESSAGE[query.category ?? 'any']),
    query.completion && query.completion !== 'any' ? say(COMPLETION_MESSAGE[query.completion]) : null,
    bedsChoice(query.beds, lang),
    say(PERIOD_MESSAGE[query.period ?? '12m']),
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

export function aboutOf(
  query: MarketQueryInput,
  analysis: MarketAnalysis,
  lang: Lang,
  unit: AreaUnit,
  names?: (id: string) => string,
): TableAbout {
  const span = heldSpan(analysis);
  const fetched = analysis.coverage.flatMap((c) => (c.fetchedAt ? [c.fetchedAt] : [])).sort();
  const say = sayIn(lang);
  const spanText = span
    ? say('marketView.look.span', { from: formatDay(span.from, lang), to: formatDay(span.to, lang) })
    : '';
  return {
    query: queryText(query, lang, names),
    parameters: [
      { name: say('marketView.form.places'), value: placesText(query, lang, names) },
      { name: say('marketView.form.purpose'), value: purposeLabel(query.purpose, lang) },
      { name: say('marketView.form.category'), value: say(CATEGORY_MESSAGE[query.category ?? 'any']) },
      { name: say('marketView.form.completion'), value: say(COMPLETION_MESSAGE[query.completion ?? 'any']) },
      { name: say('marketView.form.beds'), value: bedsChoice(query.beds, lang) },
      {
        name: say('marketView.form.period'),
        value: withRemark(say(PERIOD_MESSAGE[query.period ?? '12m']), spanText, lang),
      },
    ],
    fetched: { oldest: fetched[0] ?? null, newest: fetched[fetched.length - 1] ?? null },
    // The About sheet's notes as plain sentences: the isolates that set an Arabic sentence's figures apart on screen
    // are refused in an export's notes (export:table), which would refuse the whole file.
    notes: [
      ruleText(analysis.rule, lang, unit),
      sayIn(lang)(analysis.rule.excluded ? 'marketView.outliers.excluded' : 'marketView.outliers.included'),
    ].map(stripBidiControls),
  };
}
