// TEMP
import { en, type MarketStrings } from './en';
export const ru: MarketStrings = en;
