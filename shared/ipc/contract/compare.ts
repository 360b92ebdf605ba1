// Channels of the compare panel: pins of listings, projects, agents, agencies, developers or places (up to eight
// of one kind, kept in the workspace), the comparison of one kind's pins, and its export.
import type { MessageRef } from '../../messages/message-ref';
import { z } from 'zod';
import {
  COMPARE_KINDS,
  MAX_PINS,
  pinInputSchema,
  type CompareKind,
  type ListingSnapshot,
  type PinInput,
} from '../../compare/snapshots';
import type { CompareBoard } from '../../domain/compare-board';
import { dataLangSchema, langSchema } from '../../domain/lang';
import { BIDI_REFUSAL, hasBidiControls } from '../../text/bidi-controls';
import { EXPORT_FORMATS, presentationSchema, type Cell, type ColumnKind } from '../../export/table';
import { exportDestinationSchema, exportFileNameSchema, type ExportResult } from './export';
import { returns } from './returns';

export { COMPARE_KINDS, MAX_PINS, type CompareKind, type PinInput };

export interface PinView {
  kind: CompareKind;
  id: string;
  /** What the panel calls the item (its title or name) in the language it was pinned in. */
  label: string;
  position: number;
  pinnedAt: string;
  /** When the pinned data was last refreshed from the data service or the cache (ISO 8601). */
  snapshotAt: string;
}

export interface PinsView {
  kind: CompareKind;
  pins: PinView[];
  max: number;
}

export type CompareDirection = 'lowest' | 'highest';

export interface ComparisonItem {
  id: string;
  label: string;
  position: number;
  pinnedAt: string;
  /** When the data shown was fetched from the data service (ISO 8601). */
  asOf: string | null;
  /** fresh: fetched now; cache: the newest answer in the offline cache; snapshot: only what the pin kept. */
  basis: 'fresh' | 'cache' | 'snapshot';
}

/** One measure across the items: its values, which cells differ, and the best value when there is one. */
export interface ComparisonRow {
  /** Stable id of the measure (`price`, `amenity:Gym` …), for the renderer's labels. */
  id: string;
  /** The measure's English name. */
  label: string;
  /**
   * The id of the measure's name in every language when it is not `id`'s: a price row of rents is named as their
   * advertised rent (`advertisedRent`), as the listings grid names it, while scripts keep reading `price`.
   */
  named?: string;
  group: 'measures' | 'amenities';
  kind: ColumnKind;
  /** One value per item, in item order; areas in sq ft and AED per sq ft, percents as fractions. */
  values: Cell[];
  /** Per item: its value differs from the value most items share (none when no two items agree). */
  differs: boolean[];
  /** No two items share a value: the row, not a cell, is what stands out. */
  allDiffer: boolean;
  best: { direction: CompareDirection; statement: string; items: number[] } | null;
  /** How the figure was had (sample sizes, places, periods), when it says more than the value. */
  note: string | null;
  /** Per item, when a value needs its own explanation (the sample behind a percentile). */
  notes?: (string | null)[];
  /**
   * Per item: the value is computed from a sample of the item's listings or projects (those the offline cache
   * holds), not from all of them; it is shown as such and never marked best. Absent when no value is.
   */
  partial?: boolean[];
}

export interface ComparisonView {
  kind: CompareKind;
  items: ComparisonItem[];
  rows: ComparisonRow[];
  /** Pins that could not be read or refreshed, worded where shown. */
  warnings: MessageRef[];
  /** Items whose words were never fetched in the panel's language (shown in another); Refresh fetches them. */
  untranslated: string[];
}

const kindSchema = z.enum(COMPARE_KINDS);
const itemId = z.string().trim().min(1).max(200);
const boardId = z.number().int('must be a whole number').min(1, 'must be a board id');
const boardName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'is longer than 200 characters')
  .refine((n) => !hasBidiControls(n), BIDI_REFUSAL);

export const COMPARE_CHANNELS = {
  'compare:pin': { input: pinInputSchema, output: returns<PinsView>() },
  'compare:unpin': { input: z.strictObject({ kind: kindSchema, id: itemId }), output: returns<PinsView>() },
  'compare:reorder': {
    input: z.strictObject({ kind: kindSchema, ids: z.array(itemId).min(1).max(MAX_PINS) }),
    output: returns<PinsView>(),
  },
  'compare:clear': { input: z.strictObject({ kind: kindSchema }), output: returns<PinsView>() },
  'compare:list': { input: z.strictObject({ kind: kindSchema }), output: returns<PinsView>() },
  /**
   * Every kind's pins, one view per kind in COMPARE_KINDS's order: what the window reads at start, in one request
   * rather than six that held up a search sent meanwhile (a page has six connections to its host).
   */
  'compare:lists': { input: z.strictObject({}), output: returns<PinsView[]>() },
  'compare:view': {
    input: z.strictObject({
      kind: kindSchema,
      lang: langSchema.default('en'),
      /** The language of the items' own texts (titles, places); by default the interface language's (dataLangFor). */
      dataLang: dataLangSchema.optional(),
      /** Ask the data service for each item's details (spends requests); otherwise the cache and the pins answer. */
      refresh: z.boolean().default(false),
    }),
    output: returns<ComparisonView>(),
  },
  /** Compare boards: named sets of one kind's pins, saved from the panel (the broker's own and the team's). */
  'compare:boards': { input: z.strictObject({}), output: returns<CompareBoard[]>() },
  /**
   * Saves the panel's pins of `kind` as a board: a new one, or (with `id`) over a board, keeping its team link; with
   * `team`, the new board is shared with the team at once.
   */
  'compare:board-save': {
    input: z.strictObject({
      kind: kindSchema,
      name: boardName,
      id: boardId.optional(),
      team: z.boolean().default(false),
    }),
    output: returns<CompareBoard>(),
  },
  /** Opens a board into the panel: its pins replace the panel's pins of its kind (the board itself is unchanged). */
  'compare:board-open': { input: z.strictObject({ id: boardId }), output: returns<PinsView>() },
  'compare:board-remove': { input: z.strictObject({ id: boardId }), output: returns<{ removed: boolean }>() },
  /** A pinned listing's record as the comparison reads it (no request): a client report started from the panel. */
  'compare:listing': { input: z.strictObject({ id: itemId }), output: returns<ListingSnapshot>() },
  'compare:export': {
    input: z.strictObject({
      kind: kindSchema,
      format: z.enum(EXPORT_FORMATS),
      destination: exportDestinationSchema,
      fileName: exportFileNameSchema.optional(),
      presentation: presentationSchema.default({ lang: 'en', areaUnit: 'sqft' }),
      /** The workbook is worded in `presentation.lang` as the panel words it (#shared/compare/comparison-names). */
    }),
    output: returns<ExportResult>(),
  },
} as const;
