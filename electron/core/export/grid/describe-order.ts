// The grid's sort and filters in words for the About sheet, in the workbook's language: "Sorted by Price (AED),
// highest or latest first."
import type { Lang } from '#shared/domain/lang';
import type { OperationName } from '#shared/data-service/operations';
import { yearlyRentOrder } from '#shared/grid/rent-order';
import type { GridFilter } from '#shared/ipc/contract/export';
import { sayIn } from '#shared/messages/messages';

export function describeOrder(
  sort: readonly { column: string; direction: 'asc' | 'desc' }[],
  filters: readonly GridFilter[],
  header: (column: string) => string,
  lang: Lang,
): string[] {
  const say = sayIn(lang);
  const lines: string[] = [];
  if (sort.length > 0) {
    const keys = sort.map((s) => say('gridNote.sortKey', { direction: s.direction, column: header(s.column) }));
    const joined = keys.slice(1).reduce((before, key) => say('gridNote.thenBy', { before, key }), keys[0]!);
    lines.push(say('gridNote.sortedBy', { keys: joined }));
  } else {
    lines.push(say('gridNote.unsorted'));
  }
  for (const f of filters) {
    const column = header(f.column);
    switch (f.type) {
      case 'contains':
        lines.push(say('gridNote.contains', { column, text: f.text }));
        break;
      case 'range': {
        const min = f.min ?? '';
        const max = f.max ?? '';
        if (f.min !== undefined && f.max !== undefined) lines.push(say('gridNote.between', { column, min, max }));
        else if (f.min !== undefined) lines.push(say('gridNote.atLeast', { column, min }));
        else lines.push(say('gridNote.atMost', { column, max }));
        break;
      }
      case 'oneOf':
        // The values are data, listed as the file's cells hold them.
        lines.push(say('gridNote.oneOf', { column, values: f.values.map(String).join(', ') }));
        break;
      case 'blank':
        lines.push(say('gridNote.blank', { column }));
        break;
      case 'notBlank':
        lines.push(say('gridNote.notBlank', { column }));
        break;
    }
  }
  return lines;
}

/**
 * Why a rent export of any period asked by price is ordered by rent per year while the service ordered the amounts
 * advertised: one sentence, or none when the file is in another order.
 */
export function rentOrderNote(
  operation: OperationName,
  params: Readonly<object>,
  sort: readonly { column: string }[],
  lang: Lang,
): string[] {
  const byYearlyRent = sort[0]?.column === 'yearlyRent' && yearlyRentOrder(operation, params) !== null;
  return byYearlyRent ? [sayIn(lang)('gridNote.rentOrder')] : [];
}
