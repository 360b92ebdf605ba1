// A shared item's body as the team server holds it, made from a local saved search, watch, note, compare board or
// kept report, and read back into what the local tables hold. A body pulled from the team is checked as a body typed
// in this app would be: one this version cannot read (an operation it does not know, a newer shape) is left aside,
// never stored half-read.
import type { SavedQuery } from '#shared/domain/saved-query';
import { MARKET_OPERATION } from '#shared/domain/saved-query';
import type { Note, NoteTarget } from '#shared/domain/note';
import type { WatchItem } from '#shared/domain/portfolio';
import { dataRequestSchema, picksSchema, savedMarketSchema, storedMarket } from '#shared/ipc/contract';
import { ITEM_BODY_SCHEMAS } from '#shared/team/items';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { COMPARE_KINDS, MAX_PINS } from '#shared/compare/compare-kinds';
import type { CompareBoard } from '#shared/domain/compare-board';
import type { KeptReport } from '#shared/domain/kept-report';
import { cmaQuerySchema, type CmaQuery, type CmaReport } from '#shared/ipc/contract/report';
import type { BoardContent, BoardPin } from '../store/workspace/compare-boards-repo';
import type { SavedQueryContent } from '../store/workspace/saved-queries-repo';

/** The body of a shared saved search: its name, operation, parameters and the names picked. */
export function savedSearchBody(query: SavedQuery): Record<string, unknown> {
  return { name: query.name, operation: query.operation, params: query.params, picks: query.picks };
}

/**
 * The body of a shared watch: the firm by the data service's id (and an agent's owner id, which only another request
 * would give), or the shared saved search it follows by its team item id.
 */
export function watchBody(item: WatchItem, savedSearchItemId: string | null): Record<string, unknown> {
  const target =
    item.kind === 'saved'
      ? { kind: 'saved-search', itemId: savedSearchItemId }
      : { kind: item.kind, externalID: item.externalID };
  return { name: item.name, target, ...(item.ownerID ? { ownerID: item.ownerID } : {}) };
}

export type Readable<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A pulled saved search as the saved_queries table holds it. */
export function readSavedSearch(body: unknown): Readable<SavedQueryContent & { name: string }> {
  const checked = ITEM_BODY_SCHEMAS['saved-search'].safeParse(body);
  if (!checked.success) return { ok: false, reason: 'its body is not a saved search' };
  const { name, operation, params } = checked.data;
  if (operation === MARKET_OPERATION) {
    const market = savedMarketSchema.safeParse(params);
    if (!market.success) return { ok: false, reason: 'its market analysis is not one this version reads' };
    return { ok: true, value: { name, operation: MARKET_OPERATION, params: storedMarket(market.data), picks: [] } };
  }
  const request = dataRequestSchema.safeParse({ operation, params });
  if (!request.success) return { ok: false, reason: `its search (${operation}) is not one this version reads` };
  const picks = picksSchema.safeParse((checked.data as { picks?: unknown }).picks ?? []);
  const { page: _page, ...stored } = request.data.params as Record<string, unknown>;
  return {
    ok: true,
    value: { name, operation: request.data.operation, params: stored, picks: picks.success ? picks.data : [] },
  };
}

export type PulledWatch =
  | { name: string; kind: 'agency' | 'developer' | 'agent'; externalID: string; ownerID: string | null }
  | { name: string; kind: 'saved-search'; itemId: string };

/** A pulled watch: what it follows and under which name. */
export function readWatch(body: unknown): Readable<PulledWatch> {
  const checked = ITEM_BODY_SCHEMAS.watch.safeParse(body);
  if (!checked.success) return { ok: false, reason: 'its body is not a watch' };
  const { name, target } = checked.data;
  if (target.kind === 'saved-search') return { ok: true, value: { name, kind: 'saved-search', itemId: target.itemId } };
  const owner = (checked.data as { ownerID?: unknown }).ownerID;
  return {
    ok: true,
    value: {
      name,
      kind: target.kind,
      externalID: target.externalID,
      ownerID: typeof owner === 'string' && owner.trim() ? owner : null,
    },
  };
}

/** The body of a shared note: its text, what it is written on (and that one's name as it was shown). */
export function noteBody(note: Note): Record<string, unknown> {
  return { text: note.text, target: note.target, ...(note.targetName ? { targetName: note.targetName } : {}) };
}

/** A pulled note: its text and what it is written on. */
export function readNote(body: unknown): Readable<{ text: string; target: NoteTarget; targetName: string | null }> {
  const checked = ITEM_BODY_SCHEMAS.note.safeParse(body);
  if (!checked.success) return { ok: false, reason: 'its body is not a note' };
  const name = (checked.data as { targetName?: unknown }).targetName;
  return {
    ok: true,
    value: {
      text: checked.data.text,
      target: { kind: checked.data.target.kind, externalID: checked.data.target.externalID },
      targetName: typeof name === 'string' && name.trim() ? name : null,
    },
  };
}

/**
 * The body of a shared kept report: its name (the server's `title`), the query, and its latest version as computed
 * on the laptop that ran it, so a colleague reads the same figures without computing anything. The report travels
 * gzip-compressed (base64): a Dubai Marina report of 400 comparables is 234 KB of JSON, near the server's 256 KB
 * for a body, and its records, alike, compress several times over.
 */
export function reportBody(kept: KeptReport): Record<string, unknown> {
  return {
    title: kept.name,
    query: kept.query,
    reportGzip: gzipSync(JSON.stringify(kept.report)).toString('base64'),
    version: kept.version,
    versionAt: kept.versionAt,
  };
}

const reportShape = z.looseObject({ subject: z.unknown(), asOf: z.string(), comparables: z.array(z.unknown()) });

const pulledReportSchema = z.looseObject({
  title: z.string().min(1).max(200),
  query: cmaQuerySchema,
  /** The report's JSON, gzip-compressed, in base64 (as this version sends it); or the report itself. */
  reportGzip: z.string().optional(),
  report: z.unknown().optional(),
  versionAt: z.string().optional(),
});

/** The report a body carries, as its author's laptop wrote it; null when it is not one this version reads. */
function reportOf(body: { reportGzip?: string | undefined; report?: unknown }): unknown {
  try {
    const report =
      body.reportGzip !== undefined
        ? (JSON.parse(gunzipSync(Buffer.from(body.reportGzip, 'base64')).toString('utf8')) as unknown)
        : body.report;
    return reportShape.safeParse(report).success ? report : null;
  } catch {
    return null;
  }
}

/** A pulled report: its name, query and latest version (checked for what this version's lists and pages read). */
export function readReport(
  body: unknown,
): Readable<{ name: string; query: CmaQuery; report: CmaReport; versionAt: number | null }> {
  const checked = pulledReportSchema.safeParse(body);
  if (!checked.success) return { ok: false, reason: 'its body is not a report this version reads' };
  const report = reportOf(checked.data);
  if (report === null) return { ok: false, reason: 'its body is not a report this version reads' };
  const at = checked.data.versionAt ? Date.parse(checked.data.versionAt) : Number.NaN;
  return {
    ok: true,
    value: {
      name: checked.data.title,
      query: checked.data.query,
      // The report as its author's laptop wrote it (zod's output would reorder its keys).
      report: report as CmaReport,
      versionAt: Number.isFinite(at) ? at : null,
    },
  };
}

/** The body of a shared compare board: its name, kind and pins, each with the snapshot it keeps. */
export function boardBody(board: CompareBoard, pins: readonly BoardPin[]): Record<string, unknown> {
  return {
    name: board.name,
    kind: board.kind,
    pins: pins.map((p) => ({ ...p, snapshotAt: new Date(p.snapshotAt).toISOString() })),
  };
}

const pulledBoardSchema = z.looseObject({
  name: z.string().min(1).max(200),
  kind: z.enum(COMPARE_KINDS),
  pins: z
    .array(
      z.looseObject({
        id: z.string().min(1).max(200),
        label: z.string().max(500),
        snapshot: z.record(z.string(), z.unknown()),
        snapshotAt: z.string(),
      }),
    )
    .max(MAX_PINS),
});

/** A pulled compare board as the compare_boards table holds it. */
export function readBoard(body: unknown): Readable<BoardContent> {
  const checked = pulledBoardSchema.safeParse(body);
  if (!checked.success) return { ok: false, reason: 'its body is not a compare board this version reads' };
  const pins: BoardPin[] = [];
  for (const p of checked.data.pins) {
    const at = Date.parse(p.snapshotAt);
    if (!Number.isFinite(at)) return { ok: false, reason: 'a pin of the board has no readable time' };
    pins.push({ id: p.id, label: p.label, snapshot: p.snapshot, snapshotAt: at });
  }
  return { ok: true, value: { name: checked.data.name, kind: checked.data.kind, pins } };
}
