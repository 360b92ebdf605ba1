// The report_series and report_versions tables: client reports kept by the broker, each version the query and the
// report JSON as computed then. Rows are checked when read back: the query by the contract's own schema, the report
// for the fields the lists and histories read (a report another version wrote stays readable).
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { cmaQuerySchema, type CmaQuery, type CmaReport } from '#shared/ipc/contract/report';
import { storedNoteSchema } from '#shared/messages/message-ref';
import type { EstimatePoint, KeptReport, KeptReportSummary } from '#shared/domain/kept-report';
import { parseRow } from './parse-row';
import { teamMarkOf } from './team-mark-row';

const int = z.number().int();
const iso = (ms: number) => new Date(ms).toISOString();

const json = <S extends z.ZodType>(schema: S) =>
  z.string().transform((text, ctx) => {
    try {
      return schema.parse(JSON.parse(text)) as z.output<S>;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not the JSON it should be' });
      return z.NEVER;
    }
  });

const estimateSchema = z
  .looseObject({
    low: z.number(),
    central: z.number(),
    high: z.number(),
    n: z.number(),
    from: z.string(),
    to: z.string(),
    confidence: z.enum(['high', 'medium', 'low']),
  })
  .nullable();
/** What is read of a stored report: its subject, time and estimate; the rest is kept as it was written. */
const reportSchema = z.looseObject({
  subject: z.looseObject({ place: z.looseObject({ name: z.string() }) }),
  asOf: z.string(),
  estimate: estimateSchema,
  comparables: z.array(z.unknown()),
  warnings: z.array(storedNoteSchema).default([]),
});

function teamColumns() {
  return {
    team_item_id: z.string().nullable(),
    team_author: z.string().nullable(),
    team_updated_by: z.string().nullable(),
    team_updated_at: int.nullable(),
    team_pending: int,
  };
}

/** A series' team columns and whether a change of it waits in the outbox, for the lists' "Shared by". */
const TEAM = `s.team_item_id, s.team_author, s.team_updated_by, s.team_updated_at,
  (SELECT count(*) FROM team_outbox o WHERE o.item_id = s.team_item_id) AS team_pending`;

const summaryRow = z.object({
  id: int,
  name: z.string(),
  created_at: int,
  version: int,
  version_at: int,
  query: json(cmaQuerySchema),
  central: z.number().nullable(),
  n: z.number().nullable(),
  ...teamColumns(),
});

const versionRow = z.object({
  id: int,
  name: z.string(),
  created_at: int,
  version: int,
  version_at: int,
  versions: int,
  query: json(cmaQuerySchema),
  report: json(reportSchema),
  ...teamColumns(),
});

const historyRow = z.object({ version: int, created_at: int, report: json(reportSchema) });

export function createKeptReportsRepo(db: Database) {
  const insertSeries = db.prepare('INSERT INTO report_series (name, created_at) VALUES (?, ?)');
  const insertVersion = db.prepare(
    `INSERT INTO report_versions (series_id, version, query, report, created_at)
     VALUES (@seriesId, (SELECT coalesce(max(version), 0) + 1 FROM report_versions WHERE series_id = @seriesId),
             @query, @report, @at)
     RETURNING version`,
  );
  const list = db.prepare(
    `SELECT s.id, s.name, s.created_at, v.version, v.created_at AS version_at, v.query,
            json_extract(v.report, '$.estimate.central') AS central, json_extract(v.report, '$.estimate.n') AS n,
            ${TEAM}
     FROM report_series s
     JOIN report_versions v ON v.series_id = s.id
       AND v.version = (SELECT max(version) FROM report_versions WHERE series_id = s.id)
     WHERE s.removed_at IS NULL
     ORDER BY v.created_at DESC, s.id DESC`,
  );
  const get = db.prepare(
    `SELECT s.id, s.name, s.created_at, v.version, v.created_at AS version_at, v.query, v.report,
            (SELECT count(*) FROM report_versions WHERE series_id = s.id) AS versions, ${TEAM}
     FROM report_series s JOIN report_versions v ON v.series_id = s.id
     WHERE s.id = @id AND s.removed_at IS NULL
       AND v.version = coalesce(@version, (SELECT max(version) FROM report_versions WHERE series_id = s.id))`,
  );
  const history = db.prepare(
    'SELECT version, created_at, report FROM report_versions WHERE series_id = ? ORDER BY version',
  );
  const remove = db.prepare('UPDATE report_series SET removed_at = ? WHERE id = ? AND removed_at IS NULL');
  const rename = db.prepare('UPDATE report_series SET name = ? WHERE id = ? AND removed_at IS NULL');
  const restore = db.prepare('UPDATE report_series SET name = ?, removed_at = NULL WHERE id = ?');
  const latest = db.prepare<[number], { report: string } | undefined>(
    'SELECT report FROM report_versions WHERE series_id = ? ORDER BY version DESC LIMIT 1',
  );
  const removedAt = db.prepare<[number], { removed_at: number | null }>(
    'SELECT removed_at FROM report_series WHERE id = ?',
  );
  return {
    /** A new kept report with its first version; call inside a transaction with nothing else. */
    create: (name: string, query: CmaQuery, report: CmaReport, at: number): number =>
      db.transaction(() => {
        const id = Number(insertSeries.run(name, at).lastInsertRowid);
        insertVersion.get({ seriesId: id, query: JSON.stringify(query), report: JSON.stringify(report), at });
        return id;
      })(),
    /** The next version of a kept report; its number. */
    addVersion: (seriesId: number, query: CmaQuery, report: CmaReport, at: number): number =>
      (
        insertVersion.get({
          seriesId,
          query: JSON.stringify(query),
          report: JSON.stringify(report),
          at,
        }) as { version: number }
      ).version,
    list: (): KeptReportSummary[] =>
      list.all().map((raw) => {
        const row = parseRow(summaryRow, raw, 'keptReport');
        const s = row.query.subject;
        return {
          id: row.id,
          name: row.name,
          createdAt: iso(row.created_at),
          version: row.version,
          versionAt: iso(row.version_at),
          place: s.place.name,
          purpose: s.purpose,
          beds: s.beds,
          sizeSqft: s.sizeSqft,
          central: row.central,
          n: row.n,
          team: teamMarkOf(row),
        };
      }),
    get: (id: number, version: number | null = null): KeptReport | null => {
      const raw = get.get({ id, version });
      if (raw === undefined) return null;
      const row = parseRow(versionRow, raw, 'keptReport');
      return {
        id: row.id,
        name: row.name,
        version: row.version,
        versions: row.versions,
        createdAt: iso(row.created_at),
        versionAt: iso(row.version_at),
        query: row.query,
        report: row.report as unknown as CmaReport,
        team: teamMarkOf(row),
      };
    },
    history: (id: number): EstimatePoint[] =>
      history.all(id).map((raw) => {
        const row = parseRow(historyRow, raw, 'keptReportVersion');
        const e = row.report.estimate;
        return {
          version: row.version,
          at: iso(row.created_at),
          asOf: row.report.asOf,
          low: e?.low ?? null,
          central: e?.central ?? null,
          high: e?.high ?? null,
          n: e?.n ?? null,
          confidence: e?.confidence ?? null,
          from: e?.from ?? null,
          to: e?.to ?? null,
        };
      }),
    remove: (id: number, at: number): boolean => remove.run(at, id).changes > 0,
    /** The JSON of the latest version's report, as stored (to tell whether a colleague's version is new here). */
    latestReportJson: (id: number): string | null => latest.get(id)?.report ?? null,
    /** Whether a series exists and was removed (null when there is no such series). */
    removedAt: (id: number): number | null | undefined => removedAt.get(id)?.removed_at,
    /** A colleague's change of a shared report: its name, and the series brought back if it was removed here. */
    restore: (id: number, name: string): void => void restore.run(name, id),
    rename: (id: number, name: string): boolean => rename.run(name, id).changes > 0,
  };
}

export type KeptReportsRepo = ReturnType<typeof createKeptReportsRepo>;
