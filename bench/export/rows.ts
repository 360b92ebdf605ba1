// The rows the export benchmark writes: 100,000 listings × 20 typed columns (text in English and Arabic, AED,
// areas, dates, flags, studios as 0), the same for every writer measured, made deterministically.
import type { Cell, TableColumn } from '#shared/export/table';

export const BENCH_TABLE_COLUMNS: TableColumn[] = [
  { id: 'externalID', header: 'Listing id', kind: 'text' },
  { id: 'title', header: 'Title', kind: 'text' },
  { id: 'price', header: 'Price (AED)', kind: 'aed' },
  { id: 'purpose', header: 'Purpose', kind: 'text' },
  { id: 'rentFrequency', header: 'Rent frequency', kind: 'text' },
  { id: 'rooms', header: 'Bedrooms', kind: 'integer' },
  { id: 'baths', header: 'Bathrooms', kind: 'integer' },
  { id: 'area', header: 'Area', kind: 'area' },
  { id: 'pricePerArea', header: 'AED per sq ft', kind: 'aedPerArea' },
  { id: 'propertyType', header: 'Type', kind: 'text' },
  { id: 'location', header: 'Place', kind: 'text' },
  { id: 'locationTrail', header: 'Location', kind: 'text' },
  { id: 'agency', header: 'Agency', kind: 'text' },
  { id: 'agent', header: 'Agent', kind: 'text' },
  { id: 'completionStatus', header: 'Completion', kind: 'text' },
  { id: 'furnishing', header: 'Furnishing', kind: 'text' },
  { id: 'verified', header: 'Verified', kind: 'boolean' },
  { id: 'createdAt', header: 'Listed', kind: 'datetime' },
  { id: 'handover', header: 'Handover', kind: 'date' },
  { id: 'yield', header: 'Gross yield', kind: 'percent' },
];

const PLACES = ['Dubai Marina', 'Jumeirah Village Circle', 'Downtown Dubai', 'Business Bay', 'Al Reem Island'];
const TYPES = ['apartments', 'villas', 'townhouses', 'penthouse'];

export function benchRows(count: number): Cell[][] {
  return Array.from({ length: count }, (_, i) => {
    const rooms = i % 6;
    const area = 400 + ((i * 37) % 3600);
    const price = 350_000 + ((i * 7919) % 4_000_000);
    const place = PLACES[i % PLACES.length]!;
    return [
      String(5_000_000 + i),
      i % 4 === 0
        ? `شقة ${rooms} غرف نوم في ${place}`
        : `Bright ${rooms === 0 ? 'studio' : `${rooms} bedroom apartment`} in ${place}`,
      price,
      i % 3 === 0 ? 'for-rent' : 'for-sale',
      i % 3 === 0 ? 'yearly' : null,
      rooms,
      1 + (i % 4),
      area,
      Math.round((price / area) * 100) / 100,
      TYPES[i % TYPES.length]!,
      place,
      `Tower ${i % 90}, ${place}, Dubai`,
      `Agency ${i % 400} Real Estate`,
      `Agent ${i % 3000}`,
      i % 5 === 0 ? 'under-construction' : 'completed',
      i % 2 === 0 ? 'furnished' : 'unfurnished',
      i % 7 !== 0,
      new Date(Date.UTC(2024, 0, 1) + (i % 400) * 86_400_000 + (i % 86_400) * 1000).toISOString(),
      `202${5 + (i % 3)}-${String(1 + (i % 12)).padStart(2, '0')}-15`,
      Math.round((0.04 + (i % 50) / 1000) * 10_000) / 10_000,
    ];
  });
}
