// Pins the column definitions of every grid kind: stable unique ids, filled headers in every language, and what the
// cells show for representative rows (studio, units, trails, ranges, phone direction).
import { describe, expect, it } from 'vitest';
import type { ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import { dataLangFor, LANGS, type Lang } from '#shared/domain/lang';
import type { AgencySummary } from '#shared/domain/agency';
import type { AgentSummary } from '#shared/domain/agent';
import type { Developer } from '#shared/domain/developer';
import type { ListingSummary } from '#shared/domain/listing';
import type { Project } from '#shared/domain/project';
import type { Transaction } from '#shared/domain/transaction';
import type { AreaUnit } from '#shared/format/values';
import { GRID_KINDS, type GridColumn, type GridKind, type GridRowOf, columnsFor, defaultRowId } from './index';

const listing: ListingSummary = {
  externalID: 'L1',
  title: { en: 'Sea view studio', ar: 'استوديو بإطلالة بحرية' },
  purpose: 'for-rent',
  price: 85_000,
  currency: 'AED',
  rentFrequency: 'yearly',
  rooms: 0,
  baths: 1,
  areaSqft: 500,
  pricePerSqft: 170,
  coverPhotoUrl: null,
  location: [
    { externalID: '2', name: 'Dubai' },
    { externalID: '5002', name: 'Dubai Marina' },
    { externalID: '6001', name: 'Marina Gate 1' },
  ],
  agency: { externalID: 'A1', name: 'Gulf Crest Realty', logoUrl: null },
  agent: null,
  contactName: 'Omar Haddad',
  amenities: [],
  isVerified: true,
  completionStatus: 'completed',
  furnishingStatus: 'furnished',
  propertyType: 'apartments',
  hasVideo: null,
  has360Tour: null,
  hasFloorPlan: null,
  createdAt: '2025-11-02T08:00:00Z',
  updatedAt: null,
};

const project: Project = {
  externalID: 'P1',
  title: { en: 'Marina Vista' },
  location: [{ externalID: '2', name: 'Dubai' }],
  coverPhotoUrl: null,
  developer: { externalID: 'D1', name: 'Emaar', logoUrl: null },
  completionDate: '2027-06-30',
  completionPercentage: 45,
  preHandoverPayment: 60,
  priceFrom: 1_200_000,
  priceTo: 4_500_000,
  areaFromSqft: 650,
  areaToSqft: 2_100,
  rooms: [3, 0, 1, 2],
  propertyTypes: ['apartments'],
  isVerified: null,
};

const transaction: Transaction = {
  transactionId: 'T1',
  purpose: 'for-sale',
  price: 2_000_000,
  areaSqft: 1_076.39,
  pricePerSqft: 1_858.06,
  location: 'Dubai Marina',
  category: 'Apartment',
  rooms: 2,
  completionStatus: 'under-construction',
  date: '2025-03-01',
};

const agent: AgentSummary = {
  externalID: 'G1',
  name: 'Priya Nair',
  photoUrl: null,
  agency: { externalID: 'A1', name: 'Gulf Crest Realty', logoUrl: null },
  propertiesCount: 1234,
  languages: ['English', 'Hindi'],
  experienceYears: 5,
};

const agency: AgencySummary = {
  externalID: 'A1',
  name: 'Gulf Crest Realty',
  logoUrl: null,
  description: null,
  agentsCount: 42,
  propertiesCount: 980,
  phone: '+971 4 123 4567',
  locationName: 'Business Bay',
};

const developer: Developer = {
  externalID: 'D1',
  name: 'Emaar',
  logoUrl: null,
  projectsCount: 12,
  propertiesCount: 3400,
  description: null,
};

const SAMPLES: { [K in GridKind]: GridRowOf<K> } = {
  listings: listing,
  projects: project,
  transactions: transaction,
  agents: agent,
  agencies: agency,
  developers: developer,
  'agency-agents': agent,
};

function valueOf<T>(col: GridColumn<T>, row: T): unknown {
  if (typeof col.field === 'string') return (row as Record<string, unknown>)[col.field];
  if (typeof col.valueGetter === 'function') return col.valueGetter({ data: row } as ValueGetterParams<T>);
  throw new Error(`column ${col.colId} has no value`);
}

function cellText<T>(col: GridColumn<T>, row: T): string {
  const value = valueOf(col, row);
  if (typeof col.valueFormatter === 'function') {
    return col.valueFormatter({ value, data: row } as ValueFormatterParams<T>);
  }
  return value === null || value === undefined ? '' : String(value);
}

function cells<K extends GridKind>(
  kind: K,
  lang: Lang = 'en',
  areaUnit: AreaUnit = 'sqft',
  row: GridRowOf<K> = SAMPLES[kind],
): Record<string, string> {
  const columns = columnsFor(kind, { lang, dataLang: dataLangFor(lang), areaUnit });
  return Object.fromEntries(columns.map((c) => [c.colId, cellText(c, row)]));
}

describe('grid columns', () => {
  it('have unique ids and filled headers in every language and unit', () => {
    for (const kind of GRID_KINDS) {
      for (const lang of LANGS) {
        for (const areaUnit of ['sqft', 'sqm'] as const) {
          const columns = columnsFor(kind, { lang, dataLang: dataLangFor(lang), areaUnit });
          const ids = columns.map((c) => c.colId);
          expect(new Set(ids).size).toBe(ids.length);
          for (const c of columns) {
            expect(c.headerName, `${kind}/${c.colId}/${lang}`).toMatch(/\S/);
            expect(c.headerName).not.toContain('{');
            expect(c.initialWidth).toBeGreaterThan(0);
            // Reading a value and formatting it never throws.
            expect(typeof cellText(c, SAMPLES[kind])).toBe('string');
          }
        }
      }
    }
  });

  it('keep the same ids whatever the language or unit (saved layouts refer to them)', () => {
    for (const kind of GRID_KINDS) {
      const en = columnsFor(kind, { lang: 'en', dataLang: 'en', areaUnit: 'sqft' }).map((c) => c.colId);
      const ar = columnsFor(kind, { lang: 'ar', dataLang: 'ar', areaUnit: 'sqm' }).map((c) => c.colId);
      expect(ar).toEqual(en);
    }
  });

  it('show a listing as a broker reads it', () => {
    const en = cells('listings');
    expect(en).toMatchObject({
      title: 'Sea view studio',
      // A rent reads with its period; its price per area is the yearly rent per area.
      price: '85,000 /yr',
      purpose: 'For rent',
      yearlyRent: '85,000',
      rentFrequency: 'Yearly',
      rooms: 'Studio',
      baths: '1',
      area: '500',
      pricePerArea: '170 /yr',
      propertyType: 'Apartment',
      location: 'Marina Gate 1',
      agency: 'Gulf Crest Realty',
      agent: 'Omar Haddad',
      completionStatus: 'Ready',
      furnishing: 'Furnished',
      verified: '✓',
      createdAt: '2 Nov 2025',
    });
    const sqm = cells('listings', 'en', 'sqm');
    expect(sqm.area).toBe('46');
    expect(sqm.pricePerArea).toBe('1,830 /yr');
    const ar = cells('listings', 'ar');
    expect(ar.title).toBe('استوديو بإطلالة بحرية');
    expect(ar.rooms).toBe('استوديو');
    // A title missing in the language falls back to English.
    expect(cells('listings', 'ru').title).toBe('Sea view studio');
  });

  it('leave the bedrooms of offices, shops and office projects blank, never "Studio"', () => {
    const office = { ...listing, rooms: 0, propertyType: 'offices' };
    expect(cells('listings', 'en', 'sqft', office).rooms).toBe('');
    expect(cells('listings', 'en', 'sqft', { ...listing, rooms: 0, propertyType: 'Residential Plot' }).rooms).toBe('');
    const warehouse = { ...transaction, rooms: 0, category: 'Warehouse' };
    expect(cells('transactions', 'en', 'sqft', warehouse).rooms).toBe('');
    expect(cells('transactions', 'en', 'sqft', { ...transaction, rooms: 0 }).rooms).toBe('Studio');
    const tower = { ...project, rooms: [0], propertyTypes: ['offices'] };
    expect(cells('projects', 'en', 'sqft', tower).rooms).toBe('');
    expect(cells('projects', 'en', 'sqft', { ...project, propertyTypes: ['apartments', 'offices'] }).rooms).toBe(
      'Studio–3',
    );
  });

  it('give the full location trail as the location tooltip, most specific first', () => {
    const location = columnsFor('listings', { lang: 'en', dataLang: 'en', areaUnit: 'sqft' }).find(
      (c) => c.colId === 'location',
    );
    const tooltip = location?.tooltip;
    expect(typeof tooltip).toBe('function');
    expect(typeof tooltip === 'function' && tooltip({ data: listing } as never)).toBe(
      'Marina Gate 1, Dubai Marina, Dubai',
    );
  });

  it('show projects, transactions, agents, agencies and developers', () => {
    expect(cells('projects')).toMatchObject({
      developer: 'Emaar',
      completionPercent: '45%',
      preHandover: '60%',
      priceFrom: '1,200,000',
      areaTo: '2,100',
      rooms: 'Studio–3',
      completionDate: 'Jun 2027',
    });
    expect(cells('transactions')).toMatchObject({
      date: '1 Mar 2025',
      purpose: 'For sale',
      area: '1,076',
      category: 'Apartment',
      completionStatus: 'Off-plan',
    });
    expect(cells('transactions', 'en', 'sqm')).toMatchObject({ area: '100', pricePerArea: '20,000' });
    expect(cells('transactions', 'ar').category).toBe('شقة');
    expect(cells('agents')).toMatchObject({
      name: 'Priya Nair',
      agency: 'Gulf Crest Realty',
      listingsCount: '1,234',
      languages: 'English, Hindi',
      experience: '5 yrs',
    });
    expect(Object.keys(cells('agency-agents'))).toEqual(['name', 'listingsCount', 'languages', 'experience']);
    expect(cells('agencies')).toMatchObject({
      agentsCount: '42',
      location: 'Business Bay',
      phone: '\u2066+971 4 123 4567\u2069',
    });
    expect(cells('developers')).toMatchObject({ name: 'Emaar', projectsCount: '12', listingsCount: '3,400' });
  });

  it('identify rows by their id field', () => {
    expect(defaultRowId('listings')(listing)).toBe('L1');
    expect(defaultRowId('transactions')(transaction)).toBe('T1');
    expect(defaultRowId('agency-agents')(agent)).toBe('G1');
  });
});
