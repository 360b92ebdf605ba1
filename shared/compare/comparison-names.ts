// A comparison in words, worded from the catalogue (measure.*, measureByKind.*, comparison.*): each measure's name in
// a language and unit, coded values as the grids name them, and which way a row's best value lies. The panel shows
// them and the core writes them into the workbook, so the file reads exactly as the panel does, from the app and
// from the CLI alike.
import type { CompareKind } from './snapshots';
import type { Lang } from '../domain/lang';
import type { AreaUnit } from '../settings';
import { amenityName } from '../words/service-terms';
import { codedLabels, labelOf } from '../words/value-labels';
import { formatMessage, formatRef, type MessageRef } from '../messages/format-message';
import { isMessageId } from '../messages/message-ref';

/** The parts of a comparison row its words depend on. */
export interface RowForWords {
  id: string;
  /** The core's English name: what an amenity or an unknown measure is called in every language. */
  label: string;
  /** The id of its words when not `id`'s (a price row of rents is named as their advertised rent). */
  named?: string;
  kind: string;
  best: { direction: 'lowest' | 'highest' } | null;
}

/** The measure's name in `lang`; an amenity by its name in `lang` where known; an unknown measure keeps its label. */
export function measureName(
  row: Pick<RowForWords, 'id' | 'label' | 'named'>,
  kind: CompareKind,
  lang: Lang,
  unit: AreaUnit,
) {
  if (row.id.startsWith('amenity:')) return amenityName(row.label, lang);
  const id = row.named ?? row.id;
  // A measure named apart for one kind (a developer's communities) before its common name.
  const named = [`measureByKind.${kind}.${id}`, `measure.${id}`].find(isMessageId);
  // Every measure's message takes at most the area unit (a select of its two: the words are the message's).
  const said = named && ({ id: named, args: { unit } } as MessageRef);
  return said ? formatRef(lang, said) : row.label;
}

/** A coded text value (a purpose, a furnishing) as the grids name it in `lang`; any other value as it is. */
export function codedValue(rowId: string, value: string, lang: Lang): string {
  const labels = codedLabels(rowId, lang);
  return labels ? labelOf(labels, value) : value;
}

/** Which way is best, in words ("Lower is better"); null for rows without a best value. */
export function bestStatement(row: Pick<RowForWords, 'kind' | 'best'>, lang: Lang): string | null {
  if (!row.best) return null;
  return formatMessage(lang, `comparison.${bestDirection(row)}Better`);
}

/** Which way is best: the highest value, the lowest, or for dates the earliest. */
export function bestDirection(row: Pick<RowForWords, 'kind' | 'best'>): 'lower' | 'higher' | 'earlier' {
  if (row.best?.direction === 'highest') return 'higher';
  return row.kind === 'date' || row.kind === 'datetime' ? 'earlier' : 'lower';
}
