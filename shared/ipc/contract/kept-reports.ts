// Channels of kept client reports: keep a report (computed from what is stored, no request), list, open any version,
// re-run with today's data (a new version, the old kept), duplicate, rename, remove, and the estimate's history.
import { z } from 'zod';
import type { EstimatePoint, KeptReport, KeptReportSummary } from '../../domain/kept-report';
import { BIDI_REFUSAL, hasBidiControls } from '../../text/bidi-controls';
import { cmaQuerySchema } from './report';
import { returns } from './returns';

const rowId = z.number().int('must be a whole number').min(1, 'must be a report id');
const name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'is longer than 200 characters')
  .refine((n) => !hasBidiControls(n), BIDI_REFUSAL);

export const KEPT_REPORT_CHANNELS = {
  'reports:keep': {
    /** `team`: share the kept report with the team at once. */
    input: z.strictObject({ query: cmaQuerySchema, name: name.optional(), team: z.boolean().default(false) }),
    output: returns<KeptReport>(),
  },
  'reports:list': { input: z.strictObject({}), output: returns<KeptReportSummary[]>() },
  'reports:get': {
    input: z.strictObject({ id: rowId, version: z.number().int().min(1, 'must be a version number').optional() }),
    output: returns<KeptReport>(),
  },
  /** The report's query computed again from what is stored now: a new version; the earlier ones are kept. */
  'reports:rerun': { input: z.strictObject({ id: rowId }), output: returns<KeptReport>() },
  'reports:duplicate': { input: z.strictObject({ id: rowId, name: name.optional() }), output: returns<KeptReport>() },
  'reports:rename': { input: z.strictObject({ id: rowId, name }), output: returns<KeptReport>() },
  'reports:remove': { input: z.strictObject({ id: rowId }), output: returns<{ removed: boolean }>() },
  'reports:history': { input: z.strictObject({ id: rowId }), output: returns<EstimatePoint[]>() },
} as const;
