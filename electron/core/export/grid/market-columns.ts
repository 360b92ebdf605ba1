// Columns of new-project and transaction grids.
import type { Project } from '#shared/domain/project';
import type { Transaction } from '#shared/domain/transaction';
import { bedroomsOffered } from '#shared/domain/bedrooms';
import { pickText, type Lang } from '#shared/domain/lang';
import { labelOf, LIST_SEPARATOR, valueLabels } from '#shared/words/value-labels';
import { orNull, placeOf, trail, type GridCatalog } from './grid-columns';

/** Bedroom counts on offer as a broker reads them, in the file's language: "Studio, 1, 2"; an office tower has none. */
function roomsOffered(project: Project, lang: Lang): string | null {
  const rooms = bedroomsOffered(project.rooms, project.propertyTypes);
  if (rooms.length === 0) return null;
  return rooms
    .sort((a, b) => a - b)
    .map((n) => (n === 0 ? valueLabels(lang).studio : String(n)))
    .join(LIST_SEPARATOR[lang]);
}

/** The project's property types by name in the file's language, as the grid shows them, never as codes. */
function typesOf(project: Project, lang: Lang): string | null {
  const names = valueLabels(lang).propertyType;
  return orNull(project.propertyTypes.map((type) => labelOf(names, type)).join(LIST_SEPARATOR[lang]));
}

export const PROJECT_CATALOG: GridCatalog<Project> = {
  kind: 'projects',
  noun: 'project',
  rowId: (r) => r.externalID,
  columns: [
    {
      id: 'title',
      header: 'gridHeader.project',
      kind: 'text',
      width: 40,
      value: (r, { dataLang }) => orNull(pickText(r.title, dataLang)),
    },
    {
      id: 'developer',
      header: 'gridHeader.developer',
      kind: 'text',
      width: 28,
      value: (r) => r.developer?.name ?? null,
    },
    { id: 'location', header: 'gridHeader.place', kind: 'text', width: 26, value: (r) => placeOf(r.location) },
    { id: 'locationTrail', header: 'gridHeader.location', kind: 'text', width: 44, value: (r) => trail(r.location) },
    {
      id: 'completionPercent',
      header: 'gridHeader.completion',
      kind: 'percent',
      value: (r) => (r.completionPercentage === null ? null : r.completionPercentage / 100),
    },
    {
      id: 'preHandover',
      header: 'gridHeader.paidBeforeHandover',
      kind: 'percent',
      value: (r) => (r.preHandoverPayment === null ? null : r.preHandoverPayment / 100),
    },
    { id: 'priceFrom', header: 'gridHeader.priceFromAed', kind: 'aed', value: (r) => r.priceFrom },
    { id: 'priceTo', header: 'gridHeader.priceToAed', kind: 'aed', value: (r) => r.priceTo },
    { id: 'areaFrom', header: 'gridHeader.areaFromUnit', kind: 'area', value: (r) => r.areaFromSqft },
    { id: 'areaTo', header: 'gridHeader.areaToUnit', kind: 'area', value: (r) => r.areaToSqft },
    {
      id: 'rooms',
      header: 'gridHeader.fewestBedrooms0Studio',
      kind: 'integer',
      value: (r) => {
        const rooms = bedroomsOffered(r.rooms, r.propertyTypes);
        return rooms.length > 0 ? Math.min(...rooms) : null;
      },
    },
    {
      id: 'roomsOffered',
      header: 'gridHeader.bedroomsOffered',
      kind: 'text',
      width: 18,
      value: (r, { lang }) => roomsOffered(r, lang),
    },
    { id: 'completionDate', header: 'gridHeader.handover', kind: 'date', value: (r) => r.completionDate },
    {
      id: 'propertyTypes',
      header: 'gridHeader.types',
      kind: 'text',
      width: 24,
      value: (r, { lang }) => typesOf(r, lang),
    },
    { id: 'verified', header: 'gridHeader.verified', kind: 'boolean', value: (r) => r.isVerified },
    { id: 'externalID', header: 'gridHeader.projectId', kind: 'text', width: 12, value: (r) => r.externalID },
  ],
};

export const TRANSACTION_CATALOG: GridCatalog<Transaction> = {
  kind: 'transactions',
  noun: 'transaction',
  rowId: (r) => r.transactionId,
  columns: [
    { id: 'date', header: 'gridHeader.date', kind: 'date', value: (r) => r.date },
    { id: 'purpose', header: 'gridHeader.purpose', kind: 'text', width: 10, coded: true, value: (r) => r.purpose },
    { id: 'price', header: 'gridHeader.priceAedRentsYearly', kind: 'aed', value: (r) => r.price },
    { id: 'area', header: 'gridHeader.areaUnit', kind: 'area', value: (r) => r.areaSqft },
    { id: 'pricePerArea', header: 'gridHeader.aedPerUnit', kind: 'aedPerArea', value: (r) => r.pricePerSqft },
    { id: 'rooms', header: 'gridHeader.bedrooms0Studio', kind: 'integer', width: 11, value: (r) => r.rooms },
    { id: 'category', header: 'gridHeader.category', kind: 'text', width: 14, coded: true, value: (r) => r.category },
    { id: 'location', header: 'gridHeader.place', kind: 'text', width: 28, value: (r) => orNull(r.location) },
    {
      id: 'completionStatus',
      header: 'gridHeader.completion',
      kind: 'text',
      width: 16,
      coded: true,
      value: (r) => r.completionStatus,
    },
    { id: 'transactionId', header: 'gridHeader.transactionId', kind: 'text', width: 18, value: (r) => r.transactionId },
  ],
};
