// Channels of the export service: any table (analytics, portfolios), any grid (all of its fetched rows, read from the
// cache) to .xlsx or CSV, saved where the host lets the broker choose (a save dialog, a browser download, a CLI path).
import type { MessageRef } from '../../messages/message-ref';
import { BIDI_REFUSAL, hasBidiControls } from '../../text/bidi-controls';
import { z } from 'zod';
import {
  aboutParameterSchema,
  EXPORT_FORMATS,
  presentationSchema,
  tableSheetSchema,
  type ExportFormat,
} from '../../export/table';
import { dataRequestSchema, taskIdSchema } from './data';
import { returns } from './returns';

/**
 * Where the file goes. `dialog`: the host asks the broker (Electron's save dialog); `download`: a temporary export
 * the browser fetches from GET /api/download/<id>; `path`: a file the host itself chose (the CLI; refused from the
 * app's windows, which must never name files on disk).
 */
export const exportDestinationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('dialog') }),
  z.strictObject({ kind: z.literal('download') }),
  z.strictObject({ kind: z.literal('path'), path: z.string().trim().min(1).max(4096) }),
]);
export type ExportDestination = z.infer<typeof exportDestinationSchema>;

/** Where browser mode serves a finished download; the page adds its session token as `?token=`. */
export const DOWNLOAD_PATH = '/api/download/';
export const downloadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a download id');

export interface ExportResult {
  format: ExportFormat;
  /** The file's name (without folders). */
  fileName: string;
  saved: { kind: 'file'; path: string } | { kind: 'download'; id: string; url: string; expiresAt: string };
  /** Data rows written (the About sheet not counted). */
  rows: number;
  sheets: string[];
  bytes: number;
  /** When the exported data was fetched from the data service (ISO 8601), oldest and newest. */
  fetched: { oldest: string | null; newest: string | null };
  /** Pages of a grid that were never fetched (or are no longer in the cache) and so are not in the file. */
  missingPages: number[];
  /** What the file lacks or merged (pages not cached, rows filtered out), worded where shown. */
  warnings: MessageRef[];
}

/** A suggested file name: no folders, nothing a file system reserves. */
export const exportFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(120, 'is longer than 120 characters')
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
  .regex(/^[^/\\:*?"<>|\u0000-\u001f]+$/, 'must be a file name without folders or reserved characters');

const common = {
  taskId: taskIdSchema.optional(),
  format: z.enum(EXPORT_FORMATS),
  destination: exportDestinationSchema,
  /** Suggested file name; the extension is added when missing. */
  fileName: exportFileNameSchema.optional(),
  presentation: presentationSchema.default({ lang: 'en', areaUnit: 'sqft' }),
};

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

const columnRef = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a column id');

/** A grid's column filter, in the few shapes a broker can set; each is also described in words in the About sheet. */
export const gridFilterSchema = z.discriminatedUnion('type', [
  z.strictObject({ column: columnRef, type: z.literal('contains'), text: z.string().trim().min(1).max(200) }),
  z
    .strictObject({
      column: columnRef,
      type: z.literal('range'),
      min: z.number().finite().optional(),
      max: z.number().finite().optional(),
    })
    .refine((f) => f.min !== undefined || f.max !== undefined, { message: 'needs min or max', path: ['min'] }),
  z.strictObject({
    column: columnRef,
    type: z.literal('oneOf'),
    values: z
      .array(z.union([z.string().max(200), z.number(), z.boolean()]))
      .min(1)
      .max(200),
  }),
  z.strictObject({ column: columnRef, type: z.enum(['blank', 'notBlank']) }),
]);
export type GridFilter = z.infer<typeof gridFilterSchema>;

export const gridExportSchema = z.strictObject({
  ...common,
  /** The grid's query; its rows are every fetched page of it, read from the offline cache (no request is sent). */
  request: dataRequestSchema,
  /** Only this page (the CLI without --all-pages); all fetched pages when absent. */
  page: z.number().int().min(1).max(100_000).optional(),
  /** The visible columns in their order, with the headers and value labels the grid shows. */
  columns: z
    .array(
      z.strictObject({
        id: columnRef,
        header: z.string().trim().min(1).max(200).optional(),
        /** Labels of coded values (purpose, completion …) in the grid's language. */
        labels: z.record(z.string().max(100), z.string().max(200)).optional(),
      }),
    )
    .min(1, 'choose at least one column')
    .max(80),
  sort: z
    .array(z.strictObject({ column: columnRef, direction: z.enum(SORT_DIRECTIONS) }))
    .max(8)
    .default([]),
  filters: z.array(gridFilterSchema).max(40).default([]),
  /** The query in words, when the caller can say it better (names the broker picked). */
  title: z.string().trim().min(1).max(500).optional(),
});
export type GridExportInput = z.input<typeof gridExportSchema>;
export type GridExportRequest = z.output<typeof gridExportSchema>;

export const tableExportSchema = z.strictObject({
  ...common,
  /** The query in words: the About sheet's first line. */
  title: z.string().trim().min(1).max(500),
  parameters: z.array(aboutParameterSchema).max(200).default([]),
  fetched: z
    .strictObject({ oldest: z.iso.datetime().nullable(), newest: z.iso.datetime().nullable() })
    .default({ oldest: null, newest: null }),
  notes: z
    .array(
      z
        .string()
        .max(2000)
        .refine((note) => !hasBidiControls(note), BIDI_REFUSAL),
    )
    .max(50)
    .default([]),
  sheets: z.array(tableSheetSchema).min(1).max(30),
  /** Which sheet a CSV holds (a CSV has one table); the first when absent. */
  csvSheet: z.number().int().min(0).max(29).optional(),
});
export type TableExportInput = z.input<typeof tableExportSchema>;
export type TableExportRequest = z.output<typeof tableExportSchema>;

export const EXPORT_CHANNELS = {
  'export:table': { input: tableExportSchema, output: returns<ExportResult>() },
  'export:grid': { input: gridExportSchema, output: returns<ExportResult>() },
  'export:cancel': { input: z.strictObject({ taskId: taskIdSchema }), output: returns<{ cancelled: boolean }>() },
} as const;

export const EXPORT_EVENTS = {
  /** Progress of an export that was given a taskId. */
  'export:progress': z.object({
    taskId: z.string(),
    phase: z.enum(['reading', 'writing']),
    rowsWritten: z.number().int(),
    rowsTotal: z.number().int().nullable(),
  }),
} as const;
