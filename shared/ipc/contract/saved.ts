// Channels of saved searches: save, list, rename or change, duplicate, delete, note a run, and export and import
// them as a file another broker can load (validated field by field, so an error names the bad one).
import { z } from 'zod';
import { OPERATION_NAMES } from '../../data-service/operations';
import {
  SAVED_QUERIES_FORMAT,
  SAVED_QUERIES_VERSION,
  type SavedQueriesFile,
  type SavedQuery,
} from '../../domain/saved-query';
import { dataRequestSchema } from './data';
import { returns } from './returns';

const rowId = z.number().int('must be a whole number').min(1, 'must be a row id');

/** Names are shown in terminals and lists: no control characters (an imported file could hide escape codes). */
const NO_CONTROLS = /^\P{Cc}*$/u;
const NO_CONTROLS_MESSAGE = 'must not contain control characters (such as escape, bell or a line break)';

export const savedQueryNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(120, 'is longer than 120 characters')
  .regex(NO_CONTROLS, NO_CONTROLS_MESSAGE);

export const pickedNameSchema = z.strictObject({
  param: z.string().regex(/^[a-z][a-z_]{0,63}$/, 'must be a parameter name'),
  id: z.string().trim().min(1, 'must not be empty').max(200),
  name: z.string().trim().min(1, 'must not be empty').max(200).regex(NO_CONTROLS, NO_CONTROLS_MESSAGE),
});
export const picksSchema = z.array(pickedNameSchema).max(200, 'lists more than 200 names');

/** One query of an exported file: checked like a search the broker runs, parameter by parameter. */
const fileQuerySchema = z.strictObject({
  name: savedQueryNameSchema,
  operation: z.enum(OPERATION_NAMES as [string, ...string[]]),
  params: z.record(z.string(), z.unknown()),
  picks: picksSchema.default([]),
});

export const savedQueriesFileSchema = z
  .strictObject({
    format: z.literal(SAVED_QUERIES_FORMAT, `must be "${SAVED_QUERIES_FORMAT}"`),
    version: z.literal(
      SAVED_QUERIES_VERSION,
      `must be ${SAVED_QUERIES_VERSION} (this version of Aqar Lens reads no other)`,
    ),
    exportedAt: z.string().max(64).optional(),
    queries: z.array(fileQuerySchema).max(1000, 'holds more than 1,000 queries'),
  })
  .superRefine((file, ctx) => {
    file.queries.forEach((query, index) => {
      const { page: _page, ...params } = query.params;
      const checked = dataRequestSchema.safeParse({ operation: query.operation, params });
      if (checked.success) return;
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['queries', index, ...issue.path] });
      }
    });
  });

export interface SavedImportResult {
  imported: SavedQuery[];
  /** Queries whose name was taken here, and the name they were given. */
  renamed: { from: string; to: string }[];
}

export const SAVED_CHANNELS = {
  'saved:list': { input: z.strictObject({}), output: returns<SavedQuery[]>() },
  'saved:get': { input: z.strictObject({ id: rowId }), output: returns<SavedQuery>() },
  'saved:create': {
    input: z.strictObject({ name: savedQueryNameSchema, request: dataRequestSchema, picks: picksSchema.optional() }),
    output: returns<SavedQuery>(),
  },
  /** Rename, or change the search itself; what is not given stays. */
  'saved:update': {
    input: z.strictObject({
      id: rowId,
      name: savedQueryNameSchema.optional(),
      request: dataRequestSchema.optional(),
      picks: picksSchema.optional(),
    }),
    output: returns<SavedQuery>(),
  },
  'saved:duplicate': {
    input: z.strictObject({ id: rowId, name: savedQueryNameSchema.optional() }),
    output: returns<SavedQuery>(),
  },
  /** Deletes the search; if it was watched, its snapshots stay in the history of its (now unwatched) item. */
  'saved:delete': { input: z.strictObject({ id: rowId }), output: returns<{ deleted: boolean }>() },
  /** Notes a run of the search (by the grid or the CLI): its time and result count. */
  'saved:mark-run': {
    input: z.strictObject({ id: rowId, resultCount: z.number().int().min(0) }),
    output: returns<SavedQuery>(),
  },
  'saved:export': {
    input: z.strictObject({ ids: z.array(rowId).max(1000).optional() }),
    output: returns<{ file: SavedQueriesFile; text: string; suggestedName: string }>(),
  },
  'saved:import': {
    input: z.strictObject({ text: z.string().max(5_000_000, 'is larger than 5 MB') }),
    output: returns<SavedImportResult>(),
  },
} as const;
