// The grid's sort and filters in words for the About sheet, in the workbook's language: "Sorted by Price (AED),
// highest or latest first."
import type { Lang } from '#shared/domain/lang';
import type { OperationName } from '#shared/data-service/operations';
import { yearlyRentOrder } from '#shared/grid/rent-order';
import type { GridFilter } from '#shared/ipc/contract/export';
import { fill } from '#shared/words/translated';
import { noteWords } from './note-words';

export function describeOrder(
  sort: readonly { column: string; direction: 'asc' | 'desc' }[],
  filters: readonly GridFilter[],
  header: (column: string) => string,
  lang: Lang,
): string[] {
  const w = noteWords(lang);
  const lines: string[] = [];
  if (sort.length > 0) {
    const keys = sort.map((s) =>
      fill(s.direction === 'asc' ? w.ascending : w.descending, { column: header(s.column) }),
    );
    lines.push(fill(w.sortedBy, { keys: keys.join(w.thenBy) }));
  } else {
    lines.push(w.unsorted);
  }
  for (const f of filters) {
    const column = header(f.column);
    switch (f.type) {
      case 'contains':
        lines.push(fill(w.contains, { column, text: f.text }));
        break;
      case 'range': {
        const template =
          f.min !== undefined && f.max !== undefined ? w.between : f.min !== undefined ? w.atLeast : w.atMost;
        lines.push(fill(template, { column, min: f.min ?? '', max: f.max ?? '' }));
        break;
      }
      case 'oneOf':
        lines.push(fill(w.oneOf, { column, values: f.values.map(String).join(', ') }));
        break;
      case 'blank':
        lines.push(fill(w.blank, { column }));
        break;
      case 'notBlank':
        lines.push(fill(w.notBlank, { column }));
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
  return byYearlyRent ? [noteWords(lang).rentOrder] : [];
}
