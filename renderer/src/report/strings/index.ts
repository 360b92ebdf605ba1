// The client report's words in the languages of the interface.
import type { Lang } from '#shared/domain/lang';
import { ar } from './ar';
import { en, type ReportStrings } from './en';
import { hi } from './hi';
import { ru } from './ru';
import { zh } from './zh';

export type { ReportStrings };

export const REPORT_STRINGS: Readonly<Record<Lang, ReportStrings>> = { en, ar, ru, zh, hi };
