// The Market view's strings in the languages of the interface.
import type { Lang } from '../../domain/lang';
import { ar } from './ar';
import { en, type MarketStrings } from './en';
import { hi } from './hi';
import { ru } from './ru';
import { zh } from './zh';

export type { MarketStrings };

export const MARKET_STRINGS: Readonly<Record<Lang, MarketStrings>> = { en, ar, ru, zh, hi };
