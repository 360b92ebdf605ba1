// The generic table an export writes: sheets of typed columns and rows of plain cells, as every feature (grids,
// the compare panel, analytics, portfolio histories) hands it to the export service.
import { z } from 'zod';
import { AREA_UNITS } from '../settings';
import { dataLangSchema, langSchema } from '../domain/lang';

/**
 * How a column's cells are typed and formatted. Numbers stay numbers and dates stay dates in the workbook:
 * `aed` is whole dirhams, `area` is given in square feet and `aedPerArea` in AED per square foot (the data's
 * units; the export converts both to the display unit), `percent` is a fraction (0.053 is 5.3%), `date` is
 * YYYY-MM-DD, `month` is YYYY-MM (a calendar month: a date with a month format in a workbook, "2026-08" in a CSV)
 * and `datetime` an ISO 8601 instant.
 */
export const COLUMN_KINDS = [
  'text',
  'integer',
  'number',
  'aed',
  'aedPerArea',
  'area',
  'percent',
  'date',
  'month',
  'datetime',
  'boolean',
] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Every kind of file the app saves for the broker: the exports' formats and the client report's PDF. */
export type SavedFormat = ExportFormat | 'pdf';

/** One cell: text, a number, a flag, or empty. Dates travel as ISO text and are typed by their column. */
export type Cell = string | number | boolean | null;

/**
 * Rows of one sheet sent over the contract: every cell is checked on the core's thread, so tables from a window
 * stay modest (analytics, portfolio tables). Grids of any size go by `export:grid`, read from the cache.
 */
export const MAX_SHEET_ROWS = 50_000;
export const MAX_COLUMNS = 200;

const label = (what: string, max: number) =>
  z.string().trim().min(1, `${what} must not be empty`).max(max, `${what} is longer than ${max} characters`);

export const columnKindSchema = z.enum(COLUMN_KINDS);

export const tableColumnSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be a short id (letters, digits, _ . : -)'),
  header: label('header', 200),
  kind: columnKindSchema,
  /** Width hint in characters; the writer picks one from the header and the values when absent. */
  width: z.number().min(4).max(120).optional(),
  /** The column takes each row's kind from the sheet's `rowKinds` (a comparison: one measure per row). */
  kindByRow: z.boolean().optional(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

export const cellSchema = z.union([
  z.string().max(32_767, 'a cell holds at most 32,767 characters'),
  z.number().finite('must be a finite number'),
  z.boolean(),
  z.null(),
]);

/** differs: not what most share; best: the row's best; sample: a figure from a sample of the item's listings. */
export const CELL_MARKS = ['differs', 'best', 'sample'] as const;
export type CellMark = (typeof CELL_MARKS)[number];

export const tableSheetSchema = z
  .strictObject({
    name: label('sheet name', 100),
    columns: z.array(tableColumnSchema).min(1, 'a sheet needs at least one column').max(MAX_COLUMNS),
    rows: z.array(z.array(cellSchema).max(MAX_COLUMNS)).max(MAX_SHEET_ROWS),
    /** Kinds per row, for columns marked `kindByRow`. */
    rowKinds: z.array(columnKindSchema).max(MAX_SHEET_ROWS).optional(),
    /** Cells to emphasize: a value that differs from the rest of its row, the best of its row, or a sample's. */
    marks: z
      .array(
        z.strictObject({
          row: z.number().int().min(0),
          column: z.number().int().min(0),
          mark: z.enum(CELL_MARKS),
        }),
      )
      .max(10_000)
      .optional(),
  })
  .superRefine((sheet, ctx) => {
    sheet.rows.forEach((row, i) => {
      if (row.length > sheet.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i],
          message: `has ${row.length} cells for ${sheet.columns.length} columns`,
        });
      }
    });
    if (sheet.rowKinds && sheet.rowKinds.length !== sheet.rows.length) {
      ctx.addIssue({ code: 'custom', path: ['rowKinds'], message: 'must give one kind per row' });
    }
    const ids = new Set<string>();
    sheet.columns.forEach((c, i) => {
      if (ids.has(c.id)) ctx.addIssue({ code: 'custom', path: ['columns', i, 'id'], message: `repeats "${c.id}"` });
      ids.add(c.id);
    });
  });
export type TableSheet = z.infer<typeof tableSheetSchema>;

/** One named parameter of the query behind an export, as the About sheet lists it. */
export const aboutParameterSchema = z.strictObject({ name: label('parameter name', 200), value: z.string().max(2000) });
export type AboutParameter = z.infer<typeof aboutParameterSchema>;

/**
 * How the sheet reads: the interface language of its words (Arabic sheets are right to left), the data language of
 * the records' own texts (titles, places; by default the interface language's, dataLangFor) and the area unit shown.
 */
export const presentationSchema = z.strictObject({
  lang: langSchema.default('en'),
  dataLang: dataLangSchema.optional(),
  areaUnit: z.enum(AREA_UNITS).default('sqft'),
});
export type Presentation = z.infer<typeof presentationSchema>;
