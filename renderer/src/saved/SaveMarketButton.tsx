// "Save search" in the Market view's results bar: names the market whose figures are on screen (a name is suggested
// from its places and filters) and keeps its query, places named as picked, and the outlier choice.
import type { ShownMarket } from '../market/market-store';
import { MARKET_STRINGS } from '../market/strings';
import { queryText } from '../market/market-about';
import { SHELL_STRINGS } from '../shell/shell-strings';
import { usePreferences } from '../state/preferences-store';
import { saveShownMarket } from './saved-actions';
import { SaveNamePopover, suggestedName } from './SaveNamePopover';

interface SaveMarketButtonProps {
  shown: ShownMarket;
  /** A place's name in the interface language, as the results bar shows it. */
  placeName(id: string): string;
}

export function SaveMarketButton({ shown, placeName }: SaveMarketButtonProps) {
  const lang = usePreferences((s) => s.lang);
  return (
    <SaveNamePopover
      suggest={() =>
        suggestedName(SHELL_STRINGS[lang].nav.market, [queryText(shown.query, MARKET_STRINGS[lang], lang, placeName)])
      }
      save={(name) => saveShownMarket(shown, name)}
    />
  );
}
