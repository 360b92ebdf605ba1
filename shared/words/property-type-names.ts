// Names of the spec's property types in the interface language, shared by the grids, the forms and the details: the
// catalogue's `propertyType.*` messages (`hotel-apartments` is `propertyType.hotelApartments`).
import { PROPERTY_TYPES } from '../data-service/params';
import type { Lang } from '../domain/lang';
import { tablesFromCatalogue } from './catalogue-words';

export type PropertyTypeName = (typeof PROPERTY_TYPES)[number];

/** Every property type's name in `lang`, by its code. */
export const propertyTypeNames: (lang: Lang) => Readonly<Record<PropertyTypeName, string>> = tablesFromCatalogue(
  (word) =>
    Object.fromEntries(PROPERTY_TYPES.map((code) => [code, word('propertyType', code)])) as Record<
      PropertyTypeName,
      string
    >,
);
