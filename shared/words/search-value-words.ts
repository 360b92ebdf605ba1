// Words of the coded search values a broker picks (sort orders, periods, construction progress, categories) in the
// interface language: one definition for the search forms, the saved-search summaries and the workbooks' About sheets.
// The words are the catalogue's `searchValue.<group>.<code>` messages (`broker_first` is `…sortOrders.brokerFirst`).
import type { Lang } from '../domain/lang';
import {
  AGENT_CATEGORIES,
  COMPLETION_PERCENTAGES,
  SORT_ORDERS,
  TIME_PERIODS,
  TRANSACTION_CATEGORY_NAMES,
  TRANSACTION_SORTS,
} from '../data-service/params';
import { tablesFromCatalogue } from './catalogue-words';

type Labels<T extends readonly string[]> = Readonly<Record<T[number], string>>;

export interface SearchValueWords {
  sortOrders: Labels<typeof SORT_ORDERS>;
  completionPercentages: Labels<typeof COMPLETION_PERCENTAGES>;
  timePeriods: Labels<typeof TIME_PERIODS>;
  transactionSorts: Labels<typeof TRANSACTION_SORTS>;
  agentCategories: Labels<typeof AGENT_CATEGORIES>;
  transactionCategories: Labels<typeof TRANSACTION_CATEGORY_NAMES>;
}

/** The codes of each group, in the order the forms offer them. */
const GROUPS = {
  sortOrders: SORT_ORDERS,
  completionPercentages: COMPLETION_PERCENTAGES,
  timePeriods: TIME_PERIODS,
  transactionSorts: TRANSACTION_SORTS,
  agentCategories: AGENT_CATEGORIES,
  transactionCategories: TRANSACTION_CATEGORY_NAMES,
} as const satisfies Record<keyof SearchValueWords, readonly string[]>;

/** The search values' words in `lang`, by group and code. */
export const searchValueWords: (lang: Lang) => SearchValueWords = tablesFromCatalogue(
  (word) =>
    Object.fromEntries(
      Object.entries(GROUPS).map(([group, codes]) => [
        group,
        Object.fromEntries(codes.map((code) => [code, word(`searchValue.${group}`, code)])),
      ]),
    ) as unknown as SearchValueWords,
);
