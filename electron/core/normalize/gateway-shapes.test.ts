// Pins every mapping from the real gateway's field names (fixtures in test/fixtures/gateway, written from the
// documented names) to the app's domain fields, one table row per mapping.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultPage } from '#shared/domain/page';
import type { Transaction } from '#shared/domain/transaction';
import { normalizeAnswer, normalizeOperation } from './normalize-operation';
import { readTransaction } from './transaction';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import type { MessageRef } from '#shared/messages/message-ref';

/** A refusal as the English window words it. */
const english = (said: MessageRef): string => formatRef('en', said);

function fixture(name: string): unknown {
  const file = join(import.meta.dirname, '../../../test/fixtures/gateway', name);
  return (JSON.parse(readFileSync(file, 'utf8')) as { data: unknown }).data;
}

const SQM = { areaUnit: 'sqm' } as const;

describe('real /transactions hits', () => {
  const page = normalizeOperation('transactions', fixture('transactions.json'), { ...SQM, purpose: 'for-sale' })!;
  const byId = new Map(page.items.map((t) => [t.transactionId, t]));
  const hit = (id: string) => byId.get(id)!;

  it.each<[string, string, keyof Transaction, unknown]>([
    // [raw field(s), hit, normalized field, value]
    ['transaction_hash_id', '9f2c1e4b7a', 'transactionId', '9f2c1e4b7a'],
    ['transaction_amount "1850000.00"', '9f2c1e4b7a', 'price', 1_850_000],
    ['builtup_area_sqm "84.45" (m² → sq ft)', '9f2c1e4b7a', 'areaSqft', 909.01],
    ['transaction_per_sqm_amount "21906.45" ÷ 10.7639', '9f2c1e4b7a', 'pricePerSqft', 2035.18],
    ['beds "1"', '9f2c1e4b7a', 'rooms', 1],
    ['beds "0" (studio)', '77e1f0aa02', 'rooms', 0],
    ['date_transaction_nk "2026-09-24"', '9f2c1e4b7a', 'date', '2026-09-24'],
    ['date_transaction_nk "2026-08-02 00:00:00"', '0a7d33c2e1', 'date', '2026-08-02'],
    ['date_transaction_nk ISO instant', '5be0c9d411', 'date', '2026-09-24'],
    ['bayut_leaf_location_name_en', '9f2c1e4b7a', 'location', 'Sanibel Tower'],
    ['l3 / l4 / leaf names', '9f2c1e4b7a', 'locationPath', ['Dubai Marina', 'Marina Promenade', 'Sanibel Tower']],
    ['l4 when the leaf is null', '77e1f0aa02', 'location', 'District 12'],
    ['l3 = leaf named once', '0a7d33c2e1', 'locationPath', ['Dubai Hills Estate']],
    ['bayut_property_type_name_en', '0a7d33c2e1', 'category', 'Villa'],
    ['transaction_category_l1_name "Sales"', '9f2c1e4b7a', 'purpose', 'for-sale'],
    ['transaction_category_l1_name "Rent"', '5be0c9d411', 'purpose', 'for-rent'],
    ['no category name: the request purpose', 'c4d1e8f9b3', 'purpose', 'for-sale'],
    ['property_completion_status_sk "ready"', '9f2c1e4b7a', 'completionStatus', 'completed'],
    ['property_completion_status_sk "off-plan"', '0a7d33c2e1', 'completionStatus', 'under-construction'],
    ['sale_market_name "Secondary"', '9f2c1e4b7a', 'market', 'secondary'],
    ['sale_market_name "Primary"', '0a7d33c2e1', 'market', 'primary'],
    ['sale_market_name absent (rent)', '5be0c9d411', 'market', null],
    ['rent_contract_renewal_status_name "New"', '5be0c9d411', 'contractType', 'new'],
    ['rent_contract_renewal_status_name "Renewal"', '77e1f0aa02', 'contractType', 'renewal'],
    ['plot_area_sqm "418.06"', '0a7d33c2e1', 'plotAreaSqft', 4499.96],
    ['plot_area_sqm null', '9f2c1e4b7a', 'plotAreaSqft', null],
    ['latitude "25.0819"', '9f2c1e4b7a', 'latitude', 25.0819],
    ['longitude "55.1367"', '9f2c1e4b7a', 'longitude', 55.1367],
    ['latitude null', '0a7d33c2e1', 'latitude', null],
    ['transaction_per_sqm_amount "1184.13" (rent)', '5be0c9d411', 'pricePerSqft', 110.01],
    ['no per-sqm figure: price ÷ area', '77e1f0aa02', 'pricePerSqft', 220.23],
  ])('%s → %s.%s', (_raw, id, field, value) => {
    expect(hit(id)[field]).toEqual(value);
  });

  it('counts and explains the hits it cannot read, keeping the rest', () => {
    expect(page).toMatchObject({ total: 7, page: 1, totalPages: 1, pageSize: 20, rejected: 2 });
    expect(page.rejectedReasons).toEqual([
      'transaction d00d00d00d has no price',
      'transaction e11e11e11e: transaction_category_l1_name "Mortgage" is neither sale nor rent',
    ]);
  });

  it('without a purpose in the request, a hit without a category is rejected, not guessed', () => {
    const raw = (fixture('transactions.json') as { hits: unknown[] }).hits[4];
    expect(readTransaction(raw, SQM)).toMatchObject({
      reason: 'transaction c4d1e8f9b3 states no purpose and the request named none',
    });
  });

  it('an answer of nothing but unreadable hits is an error naming how many and the first reason', () => {
    const hits = (fixture('transactions.json') as { hits: unknown[] }).hits.slice(5);
    const outcome = normalizeAnswer('transactions', { hits, nbHits: 2, page: 1, nbPages: 1 }, SQM);
    expect(outcome).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(!outcome.ok && english(outcome.said)).toMatch(
      /None of the 2 records .* \(the first: transaction d00d00d00d has no price\)/,
    );
  });
});

describe('real listings', () => {
  const page = normalizeOperation('search-property', fixture('search-property.json'), SQM)!;
  const [first, studio] = page.items;

  it.each<[string, () => unknown, unknown]>([
    ['area 120.5 m² → sq ft', () => first!.areaSqft, 1297.05],
    ['price ÷ converted area', () => first!.pricePerSqft, 1156.47],
    ['price "749000" (numeric string)', () => studio!.price, 749_000],
    ['rooms "0" (studio)', () => studio!.rooms, 0],
    ['area "37.16" (numeric string, m²)', () => studio!.areaSqft, 399.99],
    ['createdAt "1709632442" (string seconds)', () => studio!.createdAt, '2024-03-05T09:54:02.000Z'],
    ['ownerAgent → agent, by externalID (never id)', () => first!.agent, { externalID: '2518657', name: 'John Smith' }],
    ['ownerAgent null → no agent', () => studio!.agent, null],
    ['amenity objects {text}', () => first!.amenities, ['Swimming Pool', 'Gym', 'Parking']],
    [
      'agency by externalID, not its id',
      () => first!.agency,
      { externalID: '10212', name: 'Example Realty', logoUrl: null },
    ],
    [
      'location levels by externalID only; a level without it has none; a level with only id is skipped',
      () => first!.location,
      [
        { externalID: null, name: 'UAE' },
        { externalID: '1', name: 'Dubai' },
        { externalID: '5003', name: 'Dubai Marina' },
      ],
    ],
  ])('%s', (_what, actual, expected) => {
    expect(actual()).toEqual(expected);
  });

  it('counts the listing without a price and says why, never showing it at AED 0', () => {
    expect(page).toMatchObject({ total: 1250, totalPages: 53, pageSize: 24, rejected: 1 });
    expect(page.rejectedReasons).toEqual(['listing 10283982 has no price']);
    expect(page.items.map((l) => l.externalID)).toEqual(['10283980', '10283981']);
  });

  it('reads the same page as square feet when told so: areas 10.76 times smaller', () => {
    const sqft = normalizeOperation('search-property', fixture('search-property.json'), { areaUnit: 'sqft' })!;
    expect(sqft.items[0]!.areaSqft).toBe(120.5);
  });
});

describe('a real property detail', () => {
  const detail = normalizeOperation('property-details', fixture('property-details.json'), SQM)!;

  it.each<[string, unknown, unknown]>([
    ['area m² → sq ft', detail.areaSqft, 2500.03],
    ['ownerAgent → agent', detail.agent, { externalID: '2243594', name: 'Anna Petrova' }],
    ['amenity objects, empty ones dropped', detail.amenities, ['Maids Room', 'Balcony']],
    ['geography as numeric strings', detail.geography, { lat: 25.11, lng: 55.24 }],
    ['phone object: the mobile', detail.phoneNumber, '<PHONE>'],
    [
      'photos without a URL dropped',
      detail.photos.map((p) => p.url),
      ['https://images.example/a.jpg', 'https://images.example/b.jpg'],
    ],
    ['location levels by externalID', detail.location.map((p) => p.externalID), [null, '1', '11621']],
    ['agency by externalID', detail.agency?.externalID, '106317'],
    ['updatedAt null', detail.updatedAt, null],
  ])('%s', (_what, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('real agents', () => {
  const page = normalizeOperation('agent-search', fixture('agent-search.json'), SQM) as ResultPage<{
    externalID: string;
    agency: { externalID: string | null; name: string } | null;
    propertiesCount: number | null;
    experienceYears: number | null;
    languages: string[];
  }>;

  it('reads counts sent as strings and agencies by externalID only', () => {
    expect(page).toMatchObject({ total: 2, rejected: 0 });
    const [john, jane] = page.items;
    expect(john).toMatchObject({ externalID: '2518657', propertiesCount: 42, experienceYears: 7 });
    expect(john!.agency).toMatchObject({ externalID: '10212', name: 'Example Realty' });
    // An agency reference with only the internal id is named but has no id to link by.
    expect(jane!.agency).toMatchObject({ externalID: null, name: 'Other Realty' });
    expect(jane!.languages).toEqual(['English']);
  });

  it('reads the agent detail with a numeric ownerID', () => {
    const detail = normalizeOperation('agent-details', fixture('agent-details.json'), SQM)!;
    expect(detail).toMatchObject({ ownerID: '2243594', propertiesForSale: 30, propertiesForRent: 12 });
  });
});
