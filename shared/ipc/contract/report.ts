// Contract of the client report: a comparative market analysis (CMA) of one subject property from the stored
// transactions (the evidence) and current listings (the competition), with a value range and its confidence.
import type { MessageRef } from '../../messages/message-ref';
import { z } from 'zod';
import { PURPOSES, TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '../../data-service/params';
import { LANGS } from '../../domain/lang';
import { PRINT_NUMERALS } from '../../report/numerals';
import {
  MARKET_COMPLETIONS,
  outlierOptionsSchema,
  placePickSchema,
  type CoverageView,
  type OutlierRule,
} from './analytics';
import { exportDestinationSchema, type ExportResult } from './export';
import { returns } from './returns';

const aed = (what: string) =>
  z.number().positive(`${what} must be above zero`).max(10_000_000_000, `${what} is beyond any property`);

/** The property the report is about: described by the broker or taken from a listing. */
export const cmaSubjectSchema = z.strictObject({
  place: placePickSchema,
  purpose: z.enum(PURPOSES),
  /** The transactions' category (apartments, villas, townhouses …); none compares every residential type. */
  category: z.enum(TRANSACTION_CATEGORY_NAMES).optional(),
  /** Bedrooms; 0 is a studio. */
  beds: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(20, 'must be at most 20'),
  sizeSqft: z.number().min(100, 'must be at least 100 sq ft').max(200_000, 'must be at most 200,000 sq ft'),
  completion: z.enum(MARKET_COMPLETIONS).default('any'),
  /** The building or project the subject is in, when known: comparables in it are the most alike. */
  building: z.string().trim().min(1, 'must not be empty').max(200, 'is longer than 200 characters').optional(),
  /** The asking price (a sale) or yearly rent asked (a rent), when the broker has one. */
  askingPrice: aed('the asking price').optional(),
  /** A rent's current yearly rent: the RERA rent-increase check needs it. */
  currentRent: aed('the current rent').optional(),
  /** The listing the subject was taken from, if any. */
  listingId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a listing id')
    .optional(),
});
export type CmaSubjectInput = z.input<typeof cmaSubjectSchema>;
export type CmaSubject = z.output<typeof cmaSubjectSchema>;

const idList = z.array(z.string().min(1).max(80)).max(500, 'lists more than 500 comparables').default([]);

export const cmaQuerySchema = z.strictObject({
  subject: cmaSubjectSchema,
  /** The date window of the evidence. */
  period: z.enum(TIME_PERIODS).default('12m'),
  /** Comparables the broker added by hand (ids of transactions), whatever the default would do. */
  include: idList,
  /** Comparables the broker left out by hand. */
  exclude: idList,
  outliers: outlierOptionsSchema.prefault({}),
});
export type CmaQueryInput = z.input<typeof cmaQuerySchema>;
export type CmaQuery = z.output<typeof cmaQuerySchema>;

/** The similarity factors, each a share from 0 to 1 of its weight. */
export const SIMILARITY_FACTORS = ['place', 'beds', 'size', 'type', 'completion', 'age'] as const;
export type SimilarityFactor = (typeof SIMILARITY_FACTORS)[number];

export interface FactorScore {
  /** 0 to 1: how alike the comparable is to the subject on this factor. */
  share: number;
  weight: number;
  /** share × weight, rounded to a tenth. */
  points: number;
}

/**
 * Why a comparable is not in the estimate: an outlier by the rule (its reason), the broker's choice, fewer points than
 * the default takes, no area to price by, or a listing (asking, not achieved: the competition, never evidence).
 */
export type CmaExclusion =
  'outlier-mad' | 'outlier-building' | 'outlier-floor' | 'broker' | 'less-similar' | 'no-area' | 'listing';

export interface CmaComparable {
  id: string;
  source: 'transaction' | 'listing';
  /** AED: a sale's price, a rent's yearly rent (a listing's advertised rent counted per year). */
  price: number;
  areaSqft: number | null;
  pricePerSqft: number | null;
  /** Transactions: the registration date; listings: null (current). */
  date: string | null;
  beds: number | null;
  /** The place it records (a building or project, or the community). */
  place: string;
  category: string | null;
  completion: 'completed' | 'under-construction' | null;
  /** 0 to 100. */
  similarity: number;
  factors: Record<SimilarityFactor, FactorScore>;
  included: boolean;
  excludedBecause: CmaExclusion | null;
  outlier: { reason: 'mad' | 'building' | 'floor'; medianPerSqft: number; deviations: number | null } | null;
}

export type Confidence = 'high' | 'medium' | 'low';

export interface CmaEstimate {
  low: number;
  central: number;
  high: number;
  perSqft: { low: number; central: number; high: number };
  /** Included transaction comparables. */
  n: number;
  /** Their date span (YYYY-MM-DD). */
  from: string;
  to: string;
  /** (P75 − P25) / median of their AED per sq ft, in percent. */
  spreadPct: number;
  confidence: Confidence;
}

export interface RentIncreaseCheck {
  /** The average yearly rent of the included rent comparables of the subject's size (AED per sq ft × size). */
  averageRent: number;
  /** How far the current rent sits below that average, in percent (0 when at or above it). */
  belowAveragePct: number;
  /** The increase the RERA bands allow at that distance (Decree No. 43 of 2013), in percent. */
  allowedIncreasePct: number;
  n: number;
}

export interface CmaYield {
  /** The estimated yearly rent over the estimated price at the median sale AED per sq ft, in percent. */
  grossPct: number;
  /** Sale transactions of the subject's bedrooms behind the price. */
  saleN: number;
  salePerSqft: number;
}

export interface CmaReport {
  subject: CmaSubject;
  period: CmaQuery['period'];
  /** When the analysis ran (ISO 8601). */
  asOf: string;
  /** The stored span of the evidence, and when it was fetched. */
  coverage: CoverageView;
  comparables: CmaComparable[];
  /** Candidate transactions of the span before the list cap, and how many are listed. */
  candidates: { transactions: number; listed: number; listings: number };
  estimate: CmaEstimate | null;
  yield: CmaYield | null;
  rentIncrease: RentIncreaseCheck | null;
  rules: { similarity: string; selection: string; estimate: string; confidence: string; rentIncrease: string };
  outlierRule: OutlierRule;
  /** What the report rests on that the broker should know (evidence old or capped, no listings), worded where shown. */
  warnings: MessageRef[];
}

/** The client report printed to a PDF: the same query, in a language and with the digits the broker chose. */
export const reportPdfSchema = z.strictObject({
  query: cmaQuerySchema,
  lang: z.enum(LANGS).default('en'),
  numerals: z.enum(PRINT_NUMERALS).default('latn'),
  /**
   * A kept report's version to print as it was computed (its stored result, no request, nothing computed again);
   * `query` is then that version's query. Without `version`, the report's latest.
   */
  kept: z
    .strictObject({
      id: z.number().int('must be a whole number').min(1, 'must be a report id'),
      version: z.number().int('must be a whole number').min(1, 'must be a version number').optional(),
    })
    .optional(),
  /**
   * Where the PDF goes, as an export's file goes: a save dialog (Electron), a download (browser mode) or a path (the
   * CLI only). Absent: the host's own way, the dialog where there is one, else a download.
   */
  file: exportDestinationSchema.optional(),
});
export type ReportPdfInput = z.input<typeof reportPdfSchema>;
export type ReportPdfRequest = z.output<typeof reportPdfSchema>;

export interface ReportPdfResult {
  /** The file's name (without folders). */
  file: string;
  /** Where it is: a path on disk, or a download browser mode serves for a while. */
  saved: ExportResult['saved'];
  pages: number;
  bytes: number;
}

export const REPORT_CHANNELS = {
  /** A comparative market analysis of a subject from what is stored (no requests: load the market first). */
  'report:cma': { input: cmaQuerySchema, output: returns<CmaReport>() },
  /**
   * The subject's place named in a language from the places earlier look-ups stored (no request): the printed report
   * names it so; null when the store has no such name.
   */
  'report:place-name': {
    input: z.strictObject({ id: placePickSchema.shape.id, lang: z.enum(LANGS) }),
    output: returns<{ name: string | null }>(),
  },
  /** The report printed by Chromium from the print route (no requests: load the market first, as for report:cma). */
  'report:pdf': { input: reportPdfSchema, output: returns<ReportPdfResult>() },
};
