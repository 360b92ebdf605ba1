// The name a save suggests for the search or market on screen: the view, then what the search is of (purpose,
// places, bedrooms) before its other filters, so that a name trimmed to fit still says the bedrooms chosen.
import type { Lang } from '#shared/domain/lang';
import type { MarketQueryInput } from '#shared/ipc/contract';
import { placesText } from '../market';
import { bedsChoice, purposeLabel } from '#shared/market/market-format';
import { CATEGORY_MESSAGE, COMPLETION_MESSAGE, PERIOD_MESSAGE } from '#shared/market/market-view-ids';
import { filterParts, type FilterPart } from '../research';
import type { ListView } from '../state/navigation-store';
import { NAME_MAX, suggestedName } from './SaveNamePopover';
import { sayIn } from '../i18n/messages';
import { fitName } from '#shared/words/fit-name';
import { stripBidiControls } from '#shared/text/bidi-controls';

/** The filters of a search with its bedrooms moved up beside what it is of (its purpose and places). */
function bedroomsUp(parts: readonly FilterPart[]): string[] {
  const beds = parts.find((p) => p.key === 'rooms');
  const rest = parts.filter((p) => p !== beds);
  if (!beds) return rest.map((p) => p.text);
  const leads = (p: FilterPart) => p.key === 'purpose' || p.key === 'locations' || p.key === 'location';
  let at = 0;
  while (at < rest.length && leads(rest[at]!)) at++;
  return [...rest.slice(0, at), beds, ...rest.slice(at)].map((p) => p.text);
}

/**
 * A suggested name is plain text the broker may keep as it is: the isolates the summary sets around its values (for
 * a window laying it out beside other text) are dropped, as a saved name may hold no bidirectional control.
 */
function plain(parts: readonly string[]): string[] {
  return parts.map(stripBidiControls);
}

export function suggestedSearchName(view: ListView, form: object, lang: Lang): string {
  const parts = filterParts(view, form, sayIn(lang), lang);
  return suggestedName(sayIn(lang)(`shell.nav.${view}`), plain(bedroomsUp(parts)));
}

export function suggestedMarketName(query: MarketQueryInput, lang: Lang, placeName?: (id: string) => string): string {
  const say = sayIn(lang);
  const title = say('shell.nav.market');
  const chosen = query.beds !== undefined && query.beds.length > 0;
  // The market's words in its heading's order; a name too long for its places leaves out its period, completion and
  // category first, and its bedrooms only when none were chosen.
  const places = { text: placesText(query, lang, placeName), drop: 0 };
  const segments: { text: string | null; drop: number }[] = [
    places,
    { text: purposeLabel(query.purpose, lang), drop: 0 },
    { text: say(CATEGORY_MESSAGE[query.category ?? 'any']), drop: 3 },
    {
      text: query.completion && query.completion !== 'any' ? say(COMPLETION_MESSAGE[query.completion]) : null,
      drop: 4,
    },
    { text: bedsChoice(query.beds, lang), drop: chosen ? 0 : 6 },
    { text: say(PERIOD_MESSAGE[query.period ?? '12m']), drop: 5 },
  ];
  let kept = segments.filter((s): s is { text: string; drop: number } => Boolean(s.text));
  const named = () => [title, ...kept.map((s) => s.text)].join(' · ');
  for (let drop = 6; drop > 0 && named().length > NAME_MAX; drop--) kept = kept.filter((s) => s.drop !== drop);
  // Still too long (four long place names in a language whose words run longer): the places are cut between words,
  // never the purpose or the bedrooms chosen.
  const over = named().length - NAME_MAX;
  if (over > 0 && places.text !== null && kept[0]?.text === places.text) {
    kept[0] = { text: fitName(places.text, places.text.length - over), drop: 0 };
  }
  const text = kept.map((s) => s.text).join(' · ');
  return suggestedName(title, plain([text]));
}
