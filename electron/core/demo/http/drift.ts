// "Drift": the shapes real gateways send beyond the spec, applied to a correct answer so clients can be tested
// against them: extra fields, nulls, numbers as strings, amenities as objects, other transaction field names.
import { SQFT_PER_SQM } from '#shared/domain/area';
import type { Rng } from '../random';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function driftListing(item: Json, rng: Rng): Json {
  const out: Json = {
    ...item,
    _score: Number(rng().toFixed(4)),
    state: 'active',
    product: rng() < 0.2 ? 'superhot' : null,
  };
  if (rng() < 0.5) out.price = String(item.price);
  if (rng() < 0.5 && typeof item.rooms === 'number') out.rooms = String(item.rooms);
  if (rng() < 0.3) out.coverPhoto = null;
  if (Array.isArray(item.amenities))
    out.amenities = item.amenities.map((text) => ({ text, slug: String(text).toLowerCase() }));
  if (isObject(item.agency) && rng() < 0.3) out.agency = { ...item.agency, logo: null };
  return out;
}

function driftTransaction(hit: Json): Json {
  const area = Number(hit.area);
  const sqm = Math.round((area / SQFT_PER_SQM) * 100) / 100;
  const { area: _area, date, ...rest } = hit;
  return {
    ...rest,
    price: String(hit.price),
    builtup_area_sqm: sqm,
    transaction_per_sqm_amount: Math.round(Number(hit.price) / sqm),
    date_transaction_nk: Number(String(date).replaceAll('-', '')),
    plot_area_sqm: null,
  };
}

export function applyDrift(data: unknown, rng: Rng): unknown {
  if (!isObject(data)) return data;
  const out: Json = { ...data, requestId: Math.floor(rng() * 1e9).toString(16) };
  if (Array.isArray(data.properties))
    out.properties = data.properties.map((p) => (isObject(p) ? driftListing(p, rng) : p));
  // Hits already in the real gateway's shape (no transactionId) have drifted as far as they go.
  if (Array.isArray(data.hits))
    out.hits = data.hits.map((h) => (isObject(h) && 'transactionId' in h ? driftTransaction(h) : h));
  if (typeof data.total === 'number' && rng() < 0.5) out.total = String(data.total);
  if (Array.isArray(data.agents))
    out.agents = data.agents.map((a) => (isObject(a) ? { ...a, rating: null, verified: rng() < 0.5 } : a));
  if ('price' in data && 'externalID' in data) return driftListing(out, rng);
  return out;
}

/** One gateway reports areas (listings' and transactions' `area`) in square metres while its filters stay in feet. */
export function areasToSquareMetres(data: unknown): unknown {
  if (!isObject(data)) return data;
  const convert = (item: unknown) =>
    isObject(item) && typeof item.area === 'number'
      ? { ...item, area: Math.round((item.area / SQFT_PER_SQM) * 100) / 100 }
      : item;
  if (Array.isArray(data.properties)) return { ...data, properties: data.properties.map(convert) };
  if (Array.isArray(data.hits)) return { ...data, hits: data.hits.map(convert) };
  if ('price' in data && 'area' in data) return convert(data);
  return data;
}
