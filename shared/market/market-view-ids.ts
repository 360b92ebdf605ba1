// The Market view's message ids chosen by a value (a category, a completion status, a period, a purpose): the words
// themselves are in the catalogue (marketView.*); these maps only say which message names which value.
import type { TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '../data-service/params';
import type { Purpose } from '../domain/listing';
import type { MARKET_COMPLETIONS } from '../ipc/contract';
import type { MessageId } from '../messages/catalogue';
import type { MessageRef } from '../messages/message-arg-types';

type Category = (typeof TRANSACTION_CATEGORY_NAMES)[number] | 'any';

export const CATEGORY_MESSAGE = {
  any: 'marketView.categories.any',
  residential: 'marketView.categories.residential',
  commercial: 'marketView.categories.commercial',
  apartments: 'marketView.categories.apartments',
  villas: 'marketView.categories.villas',
  townhouses: 'marketView.categories.townhouses',
} as const satisfies Record<Category, MessageId>;

export const COMPLETION_MESSAGE = {
  ready: 'marketView.completions.ready',
  'off-plan': 'marketView.completions.offPlan',
  any: 'marketView.completions.any',
} as const satisfies Record<(typeof MARKET_COMPLETIONS)[number], MessageId>;

export const PERIOD_MESSAGE = {
  '1m': 'marketView.periods.month1',
  '3m': 'marketView.periods.months3',
  '6m': 'marketView.periods.months6',
  '12m': 'marketView.periods.months12',
  '24m': 'marketView.periods.months24',
} as const satisfies Record<(typeof TIME_PERIODS)[number], MessageId>;

/** Labels of one purpose's figures: rents are yearly rents, and every label says so. */
export const BY_PURPOSE_MESSAGE = {
  'for-sale': {
    askingBar: 'marketView.byPurpose.forSale.askingBar',
    transactedBar: 'marketView.byPurpose.forSale.transactedBar',
    price: 'marketView.byPurpose.forSale.price',
    perArea: 'marketView.byPurpose.forSale.perArea',
    priceCol: 'marketView.byPurpose.forSale.priceCol',
    perAreaCol: 'marketView.byPurpose.forSale.perAreaCol',
    readyPrice: 'marketView.byPurpose.forSale.readyPrice',
    readyPerArea: 'marketView.byPurpose.forSale.readyPerArea',
    offPlanPrice: 'marketView.byPurpose.forSale.offPlanPrice',
    offPlanPerArea: 'marketView.byPurpose.forSale.offPlanPerArea',
    histogram: 'marketView.byPurpose.forSale.histogram',
    binFrom: 'marketView.byPurpose.forSale.binFrom',
    binTo: 'marketView.byPurpose.forSale.binTo',
  },
  'for-rent': {
    askingBar: 'marketView.byPurpose.forRent.askingBar',
    transactedBar: 'marketView.byPurpose.forRent.transactedBar',
    price: 'marketView.byPurpose.forRent.price',
    perArea: 'marketView.byPurpose.forRent.perArea',
    priceCol: 'marketView.byPurpose.forRent.priceCol',
    perAreaCol: 'marketView.byPurpose.forRent.perAreaCol',
    readyPrice: 'marketView.byPurpose.forRent.readyPrice',
    readyPerArea: 'marketView.byPurpose.forRent.readyPerArea',
    offPlanPrice: 'marketView.byPurpose.forRent.offPlanPrice',
    offPlanPerArea: 'marketView.byPurpose.forRent.offPlanPerArea',
    histogram: 'marketView.byPurpose.forRent.histogram',
    binFrom: 'marketView.byPurpose.forRent.binFrom',
    binTo: 'marketView.byPurpose.forRent.binTo',
  },
} as const satisfies Record<Purpose, Record<string, MessageId>>;

/** The measures of the charts over both purposes (count has no unit; per area names it). */
export const MEASURE_MESSAGE = {
  price: 'marketView.measures.price',
  perArea: 'marketView.measures.perArea',
  count: 'marketView.measures.count',
} as const satisfies Record<string, MessageId>;

/** A number of data-service requests ("21 requests"), set into another message of the Market view. */
export function requestsCount(count: number): MessageRef<'marketView.requests'> {
  return { id: 'marketView.requests', args: { count } };
}
