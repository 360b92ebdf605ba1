// Channels of saved searches: save (a research view's search, or a Market view analysis), list, rename or change,
// duplicate, delete, note a run, and export and import them as a file another broker can load (validated field by
// field, so an error names the bad one; the names picked must name the search's own ids).
import { z } from 'zod';
import { OPERATIONS, OPERATION_NAMES, type OperationName } from '../../data-service/operations';
import {
  MARKET_OPERATION,
  SAVED_QUERIES_FORMAT,
  SAVED_QUERIES_VERSIONS,
  SAVED_QUERY_KINDS,
  type SavedQueriesFile,
  type SavedQuery,
} from '../../domain/saved-query';
import { dataRequestSchema } from './data';
import { BIDI_REFUSAL, hasBidiControls } from '../../text/bidi-controls';
import { returns } from './returns';
import { savedMarketSchema } from './saved-market';

const rowId = z.number().int('must be a whole number').min(1, 'must be a row id');

/** Names are shown in terminals and lists: no control characters (an imported file could hide escape codes). */
const NO_CONTROLS = /^\P{Cc}*$/u;
const NO_CONTROLS_MESSAGE = 'must not contain control characters (such as escape, bell or a line break)';

export const savedQueryNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(120, 'is longer than 120 characters')
  .regex(NO_CONTROLS, NO_CONTROLS_MESSAGE)
  .refine((name) => !hasBidiControls(name), BIDI_REFUSAL);

const pickedText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200)
  .regex(NO_CONTROLS, NO_CONTROLS_MESSAGE)
  .refine((name) => !hasBidiControls(name), BIDI_REFUSAL);

export const pickedNameSchema = z.strictObject({
  param: z.string().regex(/^[a-z][a-z_]{0,63}$/, 'must be a parameter name'),
  id: z.string().trim().min(1, 'must not be empty').max(200),
  name: pickedText,
  /** The name in every language the service gave (places), so the search reads in the window's language. */
  names: z.strictObject({ en: pickedText, ar: pickedText, ru: pickedText, zh: pickedText }).partial().optional(),
});
export const picksSchema = z.array(pickedNameSchema).max(200, 'lists more than 200 names');

/** The parameters whose ids a broker picks by name (places, firms, agents, amenities): the only ones a pick names. */
export const PICKED_PARAMS: readonly string[] = [
  'location_ids',
  'location_id',
  'agent_ids',
  'agency_ids',
  'developer_ids',
  'amenities',
  'agent_id',
  'agency_id',
  'agency_external_id',
  'owner_id',
];

/** A parameter's values as sent: a list, a comma-separated string or one value. */
function valuesOf(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : value === undefined
        ? []
        : [value];
  return list.map((v) => String(v).trim()).filter(Boolean);
}

export interface PickIssue {
  /** Under the picks: [index, 'param' | 'id']. */
  path: [number, 'param' | 'id'];
  message: string;
}

/**
 * What is wrong with the names picked for a search: a pick of a parameter the operation does not take (or that takes
 * no ids), or of an id the parameter does not hold. Such a pick would show a bare id, or a name for nothing searched.
 */
export function pickIssues(
  operation: string,
  params: Readonly<Record<string, unknown>>,
  picks: readonly { param: string; id: string }[],
): PickIssue[] {
  const shape: Readonly<Record<string, unknown>> =
    operation in OPERATIONS ? OPERATIONS[operation as OperationName].params.shape : {};
  return picks.flatMap((pick, i): PickIssue[] => {
    if (!(pick.param in shape)) {
      return [{ path: [i, 'param'], message: `"${pick.param}" is not a parameter of ${operation}` }];
    }
    if (!PICKED_PARAMS.includes(pick.param)) {
      return [{ path: [i, 'param'], message: `"${pick.param}" takes no ids picked by name` }];
    }
    const values = valuesOf(params[pick.param]);
    if (values.includes(pick.id.trim())) return [];
    const none = values.length === 0 ? ` (the search has no ${pick.param})` : '';
    return [{ path: [i, 'id'], message: `"${pick.id}" is not among ${pick.param}${none}` }];
  });
}

/**
 * One query of an exported file: a search (version 1 files hold only these, without a kind) or, from version 2, a
 * market analysis. Checked like a search the broker runs or a market the Market view asks, field by field.
 */
const fileQuerySchema = z.strictObject({
  name: savedQueryNameSchema,
  kind: z.enum(SAVED_QUERY_KINDS).optional(),
  operation: z.enum([MARKET_OPERATION, ...OPERATION_NAMES] as [string, ...string[]]),
  params: z.record(z.string(), z.unknown()),
  picks: picksSchema.default([]),
});
type FileQuery = z.output<typeof fileQuerySchema>;

type IssueSink = (path: (string | number)[], message: string) => void;

function checkMarketEntry(query: FileQuery, version: number, issue: IssueSink): void {
  if (version < 2) return issue(['kind'], 'a market analysis needs a file of version 2');
  if (query.kind !== 'market') return issue(['kind'], 'must be "market" for the operation "market"');
  if (query.picks.length > 0) issue(['picks'], "must be empty: a market analysis's places carry their names");
  const checked = savedMarketSchema.safeParse(query.params);
  if (!checked.success) for (const i of checked.error.issues) issue(['params', ...i.path.map(String)], i.message);
}

function checkSearchEntry(query: FileQuery, issue: IssueSink): void {
  if (query.kind === 'market') return issue(['operation'], `must be "${MARKET_OPERATION}" for a market analysis`);
  const { page: _page, ...params } = query.params;
  const checked = dataRequestSchema.safeParse({ operation: query.operation, params });
  if (!checked.success) {
    for (const i of checked.error.issues) issue(i.path.map(String), i.message);
    return;
  }
  for (const i of pickIssues(query.operation, params, query.picks)) issue(['picks', ...i.path], i.message);
}

export const savedQueriesFileSchema = z
  .strictObject({
    format: z.literal(SAVED_QUERIES_FORMAT, `must be "${SAVED_QUERIES_FORMAT}"`),
    version: z.literal(
      SAVED_QUERIES_VERSIONS,
      `must be ${SAVED_QUERIES_VERSIONS.join(' or ')} (this version of Aqar Lens reads no other)`,
    ),
    exportedAt: z.string().max(64).optional(),
    queries: z.array(fileQuerySchema).max(1000, 'holds more than 1,000 queries'),
  })
  .superRefine((file, ctx) => {
    file.queries.forEach((query, index) => {
      const issue: IssueSink = (path, message) =>
        ctx.addIssue({ code: 'custom', message, path: ['queries', index, ...path] });
      if (query.operation === MARKET_OPERATION) checkMarketEntry(query, file.version, issue);
      else checkSearchEntry(query, issue);
    });
  });

export interface SavedImportResult {
  imported: SavedQuery[];
  /** Queries whose name was taken here, and the name they were given. */
  renamed: { from: string; to: string }[];
  /** Queries left out because the very same one (name, operation and parameters) is saved here already. */
  alreadySaved: string[];
}

/** The most characters a saved-searches file may hold (about 5 MB of text). */
export const SAVED_IMPORT_MAX_CHARS = 5_000_000;

export const SAVED_CHANNELS = {
  'saved:list': { input: z.strictObject({}), output: returns<SavedQuery[]>() },
  'saved:get': { input: z.strictObject({ id: rowId }), output: returns<SavedQuery>() },
  'saved:create': {
    input: z
      .strictObject({ name: savedQueryNameSchema, request: dataRequestSchema, picks: picksSchema.optional() })
      .superRefine(({ request, picks }, ctx) => {
        for (const issue of pickIssues(request.operation, request.params, picks ?? [])) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['picks', ...issue.path] });
        }
      }),
    output: returns<SavedQuery>(),
  },
  /** Saves the Market view's analysis: its query (places with the names picked), and how it is shown. */
  'saved:create-market': {
    input: z.strictObject({ name: savedQueryNameSchema, market: savedMarketSchema }),
    output: returns<SavedQuery>(),
  },
  /** Rename, or change the search itself (into a search or a market analysis); what is not given stays. */
  'saved:update': {
    input: z
      .strictObject({
        id: rowId,
        name: savedQueryNameSchema.optional(),
        request: dataRequestSchema.optional(),
        picks: picksSchema.optional(),
        market: savedMarketSchema.optional(),
      })
      .superRefine(({ request, picks, market }, ctx) => {
        if (market && (request || picks))
          ctx.addIssue({ code: 'custom', path: ['market'], message: 'give a market analysis or a search, not both' });
      }),
    output: returns<SavedQuery>(),
  },
  'saved:duplicate': {
    input: z.strictObject({ id: rowId, name: savedQueryNameSchema.optional() }),
    output: returns<SavedQuery>(),
  },
  /** Deletes the search; if it was watched, its snapshots stay in the history of its (now unwatched) item. */
  'saved:delete': { input: z.strictObject({ id: rowId }), output: returns<{ deleted: boolean }>() },
  /**
   * Notes a run of the search (by the grid or the CLI): its result count and when it ran (`at`, ms since the epoch;
   * now when not given, and never later than now): a search saved with its results on screen ran when they came.
   */
  'saved:mark-run': {
    input: z.strictObject({
      id: rowId,
      resultCount: z.number().int().min(0),
      at: z.number().int().positive().optional(),
    }),
    output: returns<SavedQuery>(),
  },
  'saved:export': {
    input: z.strictObject({ ids: z.array(rowId).max(1000).optional() }),
    output: returns<{ file: SavedQueriesFile; text: string; suggestedName: string }>(),
  },
  'saved:import': {
    input: z.strictObject({ text: z.string().max(SAVED_IMPORT_MAX_CHARS, 'is larger than 5 MB') }),
    output: returns<SavedImportResult>(),
  },
} as const;
