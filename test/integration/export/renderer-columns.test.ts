// Every column a grid can show is one its export can write: the renderer's column ids (what the Export button
// sends, in the grid's order) are all in the core's export catalog of that grid.
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '#core/export/grid/catalogs';
import { GRID_KINDS, columnsFor } from '../../../renderer/src/grid/columns';

const CORE_KIND = { 'agency-agents': 'agents' } as const;

describe('grid columns and export columns', () => {
  for (const kind of GRID_KINDS) {
    it(`${kind}: every column the grid can show can be exported`, () => {
      const shown = columnsFor(kind, { lang: 'en', dataLang: 'en', areaUnit: 'sqft', mixedPurpose: true });
      const exportable = new Set(
        CATALOGS[kind in CORE_KIND ? CORE_KIND[kind as 'agency-agents'] : (kind as 'listings')].columns.map(
          (c) => c.id,
        ),
      );
      expect(shown.map((c) => c.colId).filter((id) => !exportable.has(id))).toEqual([]);
    });
  }
});
