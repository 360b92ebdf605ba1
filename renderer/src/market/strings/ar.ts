// TEMP
import { en, type MarketStrings } from './en';
export const ar: MarketStrings = en;
