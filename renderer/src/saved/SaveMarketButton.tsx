// "Save search" in the Market view's results bar: names the market whose figures are on screen (a name is suggested
// from its places and filters) and keeps its query, places named as picked, and the outlier choice.
import type { ShownMarket } from '../market';
import { usePreferences } from '../state/preferences-store';
import { saveShownMarket } from './saved-actions';
import { SaveNamePopover } from './SaveNamePopover';
import { suggestedMarketName } from './search-name';

interface SaveMarketButtonProps {
  shown: ShownMarket;
  /** A place's name in the interface language, as the results bar shows it. */
  placeName(id: string): string;
}

export function SaveMarketButton({ shown, placeName }: SaveMarketButtonProps) {
  const lang = usePreferences((s) => s.lang);
  return (
    <SaveNamePopover
      suggest={() => suggestedMarketName(shown.query, lang, placeName)}
      save={(name) => saveShownMarket(shown, name)}
    />
  );
}
