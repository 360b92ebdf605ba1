// A grid export's column header and data-sheet name in the workbook's language: messages of the catalogue
// (gridHeader.*, gridSheet.*), the area unit a select inside the header's message.
import type { Lang } from '#shared/domain/lang';
import { formatMessage, formatRef, type MessageId, type MessageRef } from '#shared/messages/messages';
import type { AreaUnit } from '#shared/settings';
import type { GridKind } from './grid-columns';

/** A column header of the export catalogs: a message whose only argument, if any, is the area unit. */
export type GridHeader = Extract<MessageId, `gridHeader.${string}`>;

/** The header in `lang` with the display unit in its words ("المساحة (م²)"). */
export function gridHeader(header: GridHeader, lang: Lang, unit: AreaUnit): string {
  return formatRef(lang, { id: header, args: { unit } } as MessageRef);
}

/** The name of a grid export's data sheet, by the kind of grid. */
export function gridSheetName(kind: GridKind, lang: Lang): string {
  return formatMessage(lang, `gridSheet.${kind}`);
}
