// Every grid's column catalog by kind, and the lookup of the columns a grid export asked for.
import { AppFailure } from '#shared/errors';
import type { Amenity } from '#shared/domain/amenity';
import type { Location } from '#shared/domain/location';
import { pickText } from '#shared/domain/lang';
import { AGENCY_CATALOG, AGENT_CATALOG, DEVELOPER_CATALOG } from './firm-columns';
import type { GridCatalog, GridColumnDef, GridKind } from './grid-columns';
import { LISTING_CATALOG } from './listing-columns';
import { PROJECT_CATALOG, TRANSACTION_CATALOG } from './market-columns';
import { ref } from '#shared/messages/message-ref';

const LOCATION_CATALOG: GridCatalog<Location> = {
  kind: 'locations',
  noun: 'place',
  rowId: (r) => r.externalID,
  columns: [
    {
      id: 'name',
      header: 'gridHeader.place',
      kind: 'text',
      width: 30,
      value: (r, { dataLang }) => pickText(r.name, dataLang) || null,
    },
    { id: 'path', header: 'gridHeader.path', kind: 'text', width: 40, value: (r) => r.path || null },
    { id: 'type', header: 'gridHeader.type', kind: 'text', width: 14, coded: true, value: (r) => r.type || null },
    { id: 'adCount', header: 'gridHeader.listings', kind: 'integer', value: (r) => r.adCount },
    { id: 'externalID', header: 'gridHeader.placeId', kind: 'text', width: 12, value: (r) => r.externalID },
  ],
};

const AMENITY_CATALOG: GridCatalog<Amenity> = {
  kind: 'amenities',
  noun: 'amenity',
  rowId: (r) => r.value,
  columns: [
    { id: 'value', header: 'gridHeader.amenity', kind: 'text', width: 30, value: (r) => r.value },
    { id: 'count', header: 'gridHeader.listings', kind: 'integer', value: (r) => r.count },
  ],
};

// Each catalog reads its own row type; here they are held by kind and read rows the normalizer produced for it.
export const CATALOGS: Readonly<Record<GridKind, GridCatalog<never>>> = {
  listings: LISTING_CATALOG as GridCatalog<never>,
  projects: PROJECT_CATALOG as GridCatalog<never>,
  transactions: TRANSACTION_CATALOG as GridCatalog<never>,
  agents: AGENT_CATALOG as GridCatalog<never>,
  agencies: AGENCY_CATALOG as GridCatalog<never>,
  developers: DEVELOPER_CATALOG as GridCatalog<never>,
  locations: LOCATION_CATALOG as GridCatalog<never>,
  amenities: AMENITY_CATALOG as GridCatalog<never>,
};

/** A catalog over rows of unknown type: the worker feeds it only rows its operation's normalizer made. */
export type AnyCatalog = GridCatalog<unknown>;
export type AnyColumnDef = GridColumnDef<unknown>;

export function catalogOf(kind: GridKind): AnyCatalog {
  return CATALOGS[kind] as unknown as AnyCatalog;
}

/** The columns asked for, in order; an unknown id is named with the ids that exist. */
export function pickColumns(kind: GridKind, ids: readonly string[]): AnyColumnDef[] {
  const catalog = catalogOf(kind);
  return ids.map((id, i) => {
    const column = catalog.columns.find((c) => c.id === id);
    if (!column) {
      throw new AppFailure(
        'validation',
        ref('error.export.unknownColumn', {
          field: `columns.${i}.id`,
          id,
          kind,
          columns: { list: catalog.columns.map((c) => c.id), style: 'unit' },
        }),
        { field: `columns.${i}.id` },
      );
    }
    return column;
  });
}
