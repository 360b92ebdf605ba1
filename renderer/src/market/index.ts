// The market feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { AskingPercentile } from './AskingPercentile';
export { placesText, queryText } from './market-about';
export { estimateMarket, showAgain } from './market-actions';
export { marketKey, toMarketQuery, type MarketFormState } from './market-form';
export { readMarketForm, readShownMarket } from './market-form-schema';
export { useMarket, type MarketState, type ShownMarket } from './market-store';
export { withPlaceNames } from './place-names';
