// /transactions as the real gateway answers it: the registry's own field names, every number a numeric string,
// areas in square metres, purpose only as a category name, and named location levels instead of one place name.
import type { OperationParams } from '#shared/data-service/operations';
import { dayToIso } from '../market/clock';
import { kindOfType } from '../market/home-types';
import type { Market } from '../market/market';
import type { DemoTransaction } from '../market/transactions';
import { rngFor } from '../random';
import { propertyTypeName } from './listing-text';
import { findTransactions } from './transaction-search';

import { SQFT_PER_SQM } from '#shared/domain/area';

export { SQFT_PER_SQM };

/** Square metres to the centimetre, as the registry records them. */
export const toSqm = (sqft: number) => Math.round((sqft / SQFT_PER_SQM) * 100) / 100;

function levelName(market: Market, index: number | undefined): string | null {
  return index === undefined ? null : market.locations[index]!.names.en;
}

/** One hit in the gateway's shape; the same registered transaction as the spec-shaped hit of the same id. */
export function presentGatewayHit(market: Market, t: DemoTransaction) {
  const rng = rngFor(market.seed, 'tx-gateway', t.transactionId);
  const place = market.locations[t.location]!;
  // Ancestors run from the emirate down to the place: community, then sub-community, then the place itself.
  const lineage = market.ancestors[t.location] ?? [t.location];
  const sqm = toSqm(t.area);
  const sale = t.purpose === 'for-sale';
  const offPlan = t.completion === 'under-construction';
  const landed = kindOfType(t.type) === 'villa';
  return {
    transaction_hash_id: t.transactionId,
    transaction_amount: t.price.toFixed(2),
    builtup_area_sqm: sqm.toFixed(2),
    plot_area_sqm: landed ? (sqm * (1.4 + rng() * 0.8)).toFixed(2) : null,
    transaction_per_sqm_amount: (t.price / sqm).toFixed(2),
    // The registry records offices and shops as "0 beds": clients must not read those as studios.
    beds: String(t.rooms ?? 0),
    date_transaction_nk: dayToIso(t.day),
    bayut_location_l3_name_en: levelName(market, lineage[1]),
    bayut_location_l4_name_en: lineage.length > 3 ? levelName(market, lineage[2]) : null,
    bayut_leaf_location_name_en: place.names.en,
    bayut_property_type_name_en: propertyTypeName(t.type, 'en'),
    transaction_category_l1_name: sale ? 'Sales' : 'Rent',
    property_completion_status_sk: offPlan ? 'off-plan' : 'ready',
    sale_market_name: sale ? (offPlan ? 'Primary' : 'Secondary') : null,
    rent_contract_renewal_status_name: sale ? null : rng() < 0.45 ? 'Renewal' : 'New',
    contract_monthly_amount: sale ? null : (t.price / 12).toFixed(2),
    latitude: (place.lat + (rng() - 0.5) * 0.004).toFixed(6),
    longitude: (place.lng + (rng() - 0.5) * 0.004).toFixed(6),
  };
}

export function gatewayTransactions(market: Market, params: OperationParams<'transactions'>) {
  const page = findTransactions(market, params);
  return {
    hits: page.items.map((t) => presentGatewayHit(market, t)),
    nbHits: page.total,
    page: page.page,
    nbPages: page.totalPages,
  };
}
