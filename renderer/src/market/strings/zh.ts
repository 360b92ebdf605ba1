// TEMP
import { en, type MarketStrings } from './en';
export const zh: MarketStrings = en;
