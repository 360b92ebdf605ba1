// The grid's sort and filters in words, for the About sheet: "Sorted by Price (AED), highest first".
import type { GridFilter } from '#shared/ipc/contract/export';

export function describeOrder(
  sort: readonly { column: string; direction: 'asc' | 'desc' }[],
  filters: readonly GridFilter[],
  header: (column: string) => string,
): string[] {
  const lines: string[] = [];
  if (sort.length > 0) {
    const keys = sort.map(
      (s) => `${header(s.column)}, ${s.direction === 'asc' ? 'lowest or earliest first' : 'highest or latest first'}`,
    );
    lines.push(`Sorted by ${keys.join('; then by ')}.`);
  } else {
    lines.push('In the order the data service returned the rows.');
  }
  for (const f of filters) {
    const name = header(f.column);
    switch (f.type) {
      case 'contains':
        lines.push(`Filter: ${name} contains "${f.text}".`);
        break;
      case 'range':
        lines.push(
          `Filter: ${name} ${f.min !== undefined && f.max !== undefined ? `between ${f.min} and ${f.max}` : f.min !== undefined ? `at least ${f.min}` : `at most ${f.max}`}.`,
        );
        break;
      case 'oneOf':
        lines.push(`Filter: ${name} is one of ${f.values.map(String).join(', ')}.`);
        break;
      case 'blank':
        lines.push(`Filter: ${name} is empty.`);
        break;
      case 'notBlank':
        lines.push(`Filter: ${name} is not empty.`);
        break;
    }
  }
  return lines;
}
