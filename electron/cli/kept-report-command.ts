// `aqar report list|show|rerun|history|duplicate|rename|remove`: client reports kept in the workspace (`aqar report
// cma … --keep`). Showing one prints it as it was computed (to the terminal, or a PDF with --pdf, no request); a re-run loads its market (the estimate first, as
// `report cma` does) and adds a version computed from today's data, the earlier ones kept.
import type { KeptReport } from '#shared/domain/kept-report';
import type { CmaReport } from '#shared/ipc/contract/report';
import { allSaid } from './said';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { LANGS } from '#shared/domain/lang';
import { cmaMarketQuery } from '#shared/report/cma-market';
import { PRINT_NUMERALS } from '#shared/report/numerals';
import type { CliContext } from './cli-context';
import { commandFlags, langFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { loadMarket } from './market-command';
import { reportTable, terminalText } from './report-command';
import { renderColumns } from './table';
import { fmt, printJson } from './table-output';
import { writeTableFiles } from './table-files';
import { terminalSafe } from './terminal-text';
import { uaeTimeText } from '#core/export/cell-values';
import { sharedBy, withTeamFields } from './team-json';

const id = z.coerce.number<unknown>().int('must be a report number').min(1, 'must be a report number');
const version = z.coerce.number<unknown>().int('must be a version number').min(1, 'must be a version number');
const name = z.string().trim().min(1, 'must not be empty').max(200, 'is longer than 200 characters');
/** `report show --pdf FILE [--lang L] [--numerals N]`: a kept version printed as `report cma --pdf` prints. */
const PDF_FLAGS = {
  pdf: z.string().trim().min(1, 'needs a file name').optional(),
  lang: z.enum(LANGS, { error: `must be one of ${LANGS.join(', ')}` }).optional(),
  numerals: z.enum(PRINT_NUMERALS, { error: `must be ${PRINT_NUMERALS.join(' or ')}` }).optional(),
};

/** The digits are the PDF's: without --pdf they would be silently ignored (--lang words the terminal and files too). */
function pdfOnlyRefused(own: { numerals?: unknown }): void {
  if (own.numerals !== undefined) {
    const flag = 'numerals';
    throw new AppFailure('validation', ref('error.cli.report.pdfOnly', { flag }), {
      field: flag,
    });
  }
}

export async function runKeptReportCommand(ctx: CliContext, action: string, flags: Flags): Promise<void> {
  const json = flags.has('json');
  if (action === 'list') {
    commandFlags(flags, { lang: langFlag.optional() }, 'report list');
    const list = await invoke(ctx, 'reports:list', {});
    if (json) return printJson(ctx, list.map(withTeamFields));
    if (list.length === 0) {
      ctx.io.out(`${ctx.say('cli.report.none')}\n`);
      return;
    }
    ctx.io.out(
      renderColumns(
        ctx.say,
        (
          [
            'cli.column.report',
            'cli.column.boardName',
            'cli.column.version',
            'cli.column.computed',
            'cli.column.centralEstimate',
            'cli.column.comparables',
            'cli.column.sharedByTitle',
          ] as const
        ).map((header) => ctx.say(header)),
        list.map((r) => [
          String(r.id),
          terminalSafe(r.name),
          String(r.version),
          uaeTimeText(r.versionAt),
          fmt(r.central, ctx.lang),
          fmt(r.n, ctx.lang),
          terminalSafe(sharedBy(r.team, ctx.say)),
        ]),
        48,
      ),
    );
    return;
  }
  if (action === 'show') {
    // --revision, as --version is the program's own (aqar --version).
    const own = commandFlags(flags, { id, revision: version.optional(), ...PDF_FLAGS }, 'report show');
    if (own.pdf === undefined) pdfOnlyRefused(own);
    // What printing needs (the built report page, Chromium) is checked before anything else.
    const printing = own.pdf !== undefined ? (await import('./report-pdf')).pdfPrinting(ctx.io) : null;
    const kept = await invoke(ctx, 'reports:get', { id: own.id, ...(own.revision ? { version: own.revision } : {}) });
    const wrote = await writeTableFiles(ctx, flags, reportTable(ctx.say, kept.report));
    if (printing) {
      // The version as it was computed: the page reads its stored result, so printing spends no request.
      const { printReportPdf } = await import('./report-pdf');
      const pdf = await printReportPdf(ctx, printing, {
        query: kept.query,
        lang: ctx.lang,
        numerals: own.numerals ?? 'latn',
        file: own.pdf!,
        kept: { id: kept.id, version: kept.version },
      });
      const where = pdf.saved.kind === 'file' ? pdf.saved.path : pdf.file;
      ctx.io.err(
        ctx.say('cli.report.keptPrinted', {
          id: String(kept.id),
          version: String(kept.version),
          file: where,
          pages: pdf.pages,
          kb: Math.round(pdf.bytes / 1024),
        }),
      );
    }
    if (json) return printJson(ctx, withTeamFields(worded(kept)));
    if (!wrote && !printing) {
      ctx.io.out(terminalText(ctx.say, kept.report));
      ctx.io.err(
        ctx.say('cli.report.keptShown', {
          id: String(kept.id),
          name: kept.name,
          version: String(kept.version),
          versions: String(kept.versions),
          at: uaeTimeText(kept.versionAt),
        }),
      );
    }
    return;
  }
  if (action === 'rerun') {
    const own = commandFlags(flags, { id }, 'report rerun');
    const { query } = await invoke(ctx, 'reports:get', { id: own.id });
    const spent = await loadMarket(ctx, { ...cmaMarketQuery(query.subject, query.period), policy: ctx.policy });
    const kept = await invoke(ctx, 'reports:rerun', { id: own.id });
    if (json) return printJson(ctx, { ...worded(kept), requestsSpent: spent });
    ctx.io.out(terminalText(ctx.say, kept.report));
    ctx.io.err(ctx.say('cli.report.rerun', { id: String(kept.id), version: String(kept.version), spent }));
    return;
  }
  if (action === 'history') {
    const own = commandFlags(flags, { id, lang: langFlag.optional() }, 'report history');
    const points = await invoke(ctx, 'reports:history', { id: own.id });
    if (json) return printJson(ctx, points);
    ctx.io.out(
      renderColumns(
        ctx.say,
        (
          [
            'cli.column.version',
            'cli.column.dataAsOf',
            'cli.column.low',
            'cli.column.central',
            'cli.column.high',
            'cli.column.comparables',
            'cli.column.confidence',
          ] as const
        ).map((header) => ctx.say(header)),
        points.map((p) => [
          String(p.version),
          uaeTimeText(p.asOf),
          fmt(p.low, ctx.lang),
          fmt(p.central, ctx.lang),
          fmt(p.high, ctx.lang),
          fmt(p.n, ctx.lang),
          ctx.say('cli.report.confidence', { confidence: p.confidence ?? 'none' }),
        ]),
        24,
      ),
    );
    return;
  }
  if (action === 'duplicate' || action === 'rename') {
    const own = commandFlags(
      flags,
      { id, name: action === 'rename' ? name : name.optional(), lang: langFlag.optional() },
      `report ${action}`,
    );
    const kept = await invoke(ctx, action === 'rename' ? 'reports:rename' : 'reports:duplicate', {
      id: own.id,
      ...(own.name ? { name: own.name } : {}),
    } as { id: number; name: string });
    if (json) return printJson(ctx, worded(kept));
    ctx.io.out(`${ctx.say('cli.report.named', { id: String(kept.id), name: terminalSafe(kept.name) })}\n`);
    return;
  }
  if (action === 'remove') {
    const own = commandFlags(flags, { id, lang: langFlag.optional() }, 'report remove');
    const { removed } = await invoke(ctx, 'reports:remove', { id: own.id });
    if (json) return printJson(ctx, { id: own.id, removed });
    const report = { id: String(own.id) };
    ctx.io.out(`${removed ? ctx.say('cli.report.removed', report) : ctx.say('cli.report.noSuch', report)}\n`);
    return;
  }
  throw new AppFailure('validation', ref('error.cli.report.noAction', { action }), { field: 'action' });
}

/** A kept report as the CLI's JSON gives it: what the report says, worded in English (as every CLI message). */
function worded(
  kept: KeptReport,
): Omit<KeptReport, 'report'> & { report: Omit<CmaReport, 'warnings'> & { warnings: string[] } } {
  return { ...kept, report: { ...kept.report, warnings: allSaid(kept.report.warnings) } };
}
