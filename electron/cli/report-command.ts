// `aqar report cma`: a comparative market analysis of one subject property. The place is looked up by name, the
// market it rests on (cmaMarketQuery) is planned and loaded as `aqar market` loads one (the request estimate on
// stderr first), then the core scores the comparables and draws the range from the store. Prints the report's
// stable JSON (--json) or the comparables and the range as a table.
import { allSaid } from './said';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { PURPOSES, TIME_PERIODS, type TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import { MARKET_COMPLETIONS, cmaSubjectSchema, type CmaReport, type CmaSubjectInput } from '#shared/ipc/contract';
import { LANGS } from '#shared/domain/lang';
import { PRINT_NUMERALS } from '#shared/report/numerals';
import { cmaMarketQuery } from '#shared/report/cma-market';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';
import { loadMarket } from './market-command';
import { GLOBAL_FLAGS } from './operation-flags';
import { flagIssue, plainIssue } from './plain-issue';
import { lookup } from './resolve-names';
import { renderColumns } from './table';
import { fetchedSpan, writeTableFiles, type TypedTable } from './table-files';
import { terminalCell } from './terminal-grid';
import { cmaColumns, cmaRows } from '#shared/report/cma-table';
import { COMPLETION_MESSAGE } from '#shared/market/market-view-ids';
import type { Say } from '#shared/messages/say-in';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { areaUnitWord } from '#shared/words/value-labels';

/** The actions on kept reports (kept-report-command.ts). */
const KEPT_ACTIONS: readonly string[] = ['list', 'show', 'rerun', 'history', 'duplicate', 'rename', 'remove'];

export const REPORT_FLAGS = [
  'location',
  'purpose',
  'beds',
  'size',
  'type',
  'completion',
  'building',
  'asking-price',
  'current-rent',
  'listing',
  'period',
  'include',
  'exclude',
  'keep-outliers',
  'pdf',
  'lang',
  'numerals',
  'keep',
  'name',
  'team',
] as const;

/** The broker's word for a type, as the transactions' categories name it. */
const TYPES: Readonly<Record<string, (typeof TRANSACTION_CATEGORY_NAMES)[number]>> = {
  apartment: 'apartments',
  villa: 'villas',
  townhouse: 'townhouses',
  residential: 'residential',
  commercial: 'commercial',
};

const number = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(/,/g, '')) : v),
    z.number({ error: `must be ${what}` }),
  );
const ids = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  z.array(z.string().max(80)),
);

const flagsSchema = z.strictObject({
  location: z.string({ error: 'is required: the place, by name' }).trim().min(1, 'is required: the place, by name'),
  purpose: z.enum(PURPOSES, {
    error: (i) => (i.input === undefined ? 'is required: for-sale or for-rent' : 'must be for-sale or for-rent'),
  }),
  beds: z.preprocess(
    (v) => (typeof v === 'string' && v.trim().toLowerCase() === 'studio' ? 0 : v),
    number('a whole number of bedrooms (0 or studio for a studio)'),
  ),
  size: number('the size in sq ft'),
  type: z
    .enum(Object.keys(TYPES) as [string, ...string[]], { error: `must be one of ${Object.keys(TYPES).join(', ')}` })
    .optional(),
  completion: z.enum(MARKET_COMPLETIONS).default('any'),
  building: z.string().optional(),
  'asking-price': number('an amount in AED').optional(),
  'current-rent': number('a yearly rent in AED').optional(),
  listing: z.string().optional(),
  period: z.enum(TIME_PERIODS).default('12m'),
  include: ids,
  exclude: ids,
  'keep-outliers': z.literal(true).optional(),
  pdf: z.string().optional(),
  lang: z.enum(LANGS, { error: `must be one of ${LANGS.join(', ')}` }).optional(),
  numerals: z.enum(PRINT_NUMERALS, { error: `must be ${PRINT_NUMERALS.join(' or ')}` }).optional(),
  /** Keep the report in the workspace (a kept report: listed, reopened, re-run as a new version). */
  keep: z.literal(true).optional(),
  /** Share the kept report with the team (a member's or an admin's laptop that joined one). */
  team: z.literal(true).optional(),
  name: z.string().trim().min(1, 'must not be empty').max(200, 'is longer than 200 characters').optional(),
});

function parseFlags(flags: ReadonlyMap<string, string | true>) {
  const raw: Record<string, unknown> = {};
  for (const [flag, value] of flags) {
    if ((GLOBAL_FLAGS as readonly string[]).includes(flag)) continue;
    if (!(REPORT_FLAGS as readonly string[]).includes(flag)) {
      throw new AppFailure(
        'validation',
        ref('error.cli.unknownFlag', {
          command: 'report cma',
          flag,
          flags: REPORT_FLAGS.map((f) => `--${f}`).join(' '),
        }),
        { field: flag },
      );
    }
    if (value === true && flag !== 'keep-outliers' && flag !== 'keep' && flag !== 'team')
      throw new AppFailure('validation', ref('error.cli.flagNeedsValue', { flag }), { field: flag });
    raw[flag] = value;
  }
  const parsed = flagsSchema.safeParse(raw);
  if (parsed.success) {
    // The digits are the PDF's: without one they would be silently ignored (--lang words the terminal and files too).
    if (parsed.data.numerals !== undefined && parsed.data.pdf === undefined) {
      throw new AppFailure('validation', ref('error.cli.report.pdfOnly', { flag: 'numerals' }), {
        field: 'numerals',
      });
    }
    return parsed.data;
  }
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'flag');
  throw new AppFailure('validation', flagIssue(`--${field}`, plainIssue(issue)), { field });
}

/** The comparables' columns as the CLI writes them: the one definition in `say`'s language, areas in square feet. */
const columnsIn = (say: Say, purpose: CmaReport['subject']['purpose']) =>
  cmaColumns(purpose, say, areaUnitWord('sqft', say.lang));

/** The estimate as one sentence (the terminal's and the About sheet's), in `say`'s language. */
export function estimateSentence(say: Say, report: CmaReport): string {
  const e = report.estimate;
  if (!e) return say('cli.report.noEstimate');
  return say('cli.report.estimate', {
    rent: report.subject.purpose === 'for-rent' ? 'yes' : 'no',
    low: Math.round(e.low),
    central: Math.round(e.central),
    high: Math.round(e.high),
    perSqft: Math.round(e.perSqft.central),
    n: e.n,
    from: e.from,
    to: e.to,
    spread: e.spreadPct,
    confidence: e.confidence,
  });
}

/** The comparables (the first 40) under the table's own headers, then the range, in `say`'s language. */
export function terminalText(say: Say, report: CmaReport): string {
  const columns = columnsIn(say, report.subject.purpose).filter((c) => !c.id.startsWith('factor.'));
  const rows = cmaRows(report, columns)
    .slice(0, TERMINAL_ROWS)
    .map((row) => row.map((cell, i) => terminalCell(cell, columns[i]!.kind, 'sqft', say.lang)));
  const more =
    report.comparables.length > TERMINAL_ROWS
      ? `${say('cli.report.moreComparables', { more: report.comparables.length - TERMINAL_ROWS })}\n`
      : '';
  return `${renderColumns(
    say,
    columns.map((c) => c.header),
    rows,
    28,
  )}${more}${estimateSentence(say, report)}\n`;
}

const TERMINAL_ROWS = 40;

/**
 * The workbook and CSV of the comparables, with the subject, the rules and the estimate on the About sheet, in
 * `say`'s language (the rules are the core's, in English, as the window shows them). Plain text: the About sheet
 * refuses the isolates a right-to-left sentence sets around its values.
 */
export function reportTable(say: Say, report: CmaReport): TypedTable {
  const s = report.subject;
  const plain = stripBidiControls;
  const columns = columnsIn(say, s.purpose);
  const purpose = say(`reportView.form.purposes.${s.purpose}`);
  const months = Number(/^(\d+)m$/.exec(report.period)?.[1] ?? 12);
  return {
    sheet: say('reportView.grid.sheet'),
    title: plain(
      say('cli.report.fileTitle', {
        place: s.place.name,
        beds: s.beds,
        size: s.sizeSqft,
        purpose: s.purpose === 'for-rent' ? 'rent' : 'sale',
      }),
    ),
    parameters: [
      { name: say('reportView.print.facts.place'), value: s.place.name },
      { name: say('reportView.print.facts.purpose'), value: purpose },
      { name: say('reportView.print.facts.beds'), value: say('cli.report.about.beds', { beds: s.beds }) },
      { name: say('reportView.print.facts.size'), value: say('cli.report.about.size', { size: s.sizeSqft }) },
      {
        name: say('cli.report.about.typeLabel'),
        value: say('cli.report.about.type', { category: s.category ?? 'any' }),
      },
      { name: say('reportView.print.facts.completion'), value: say(COMPLETION_MESSAGE[s.completion]) },
      ...(s.building ? [{ name: say('reportView.print.facts.building'), value: s.building }] : []),
      { name: say('reportView.print.facts.period'), value: say('cli.report.about.period', { months }) },
    ].map((p) => ({ name: plain(p.name), value: plain(p.value) })),
    notes: [
      estimateSentence(say, report),
      say('cli.report.disclaimer'),
      report.rules.selection,
      report.rules.similarity,
      report.rules.estimate,
      report.rules.confidence,
      ...(report.rentIncrease ? [report.rules.rentIncrease] : []),
      report.outlierRule.description,
      ...allSaid(report.warnings, say.lang),
    ].map(plain),
    columns: columns.map(({ value: _value, header, ...c }) => ({ ...c, header: plain(header) })),
    rows: cmaRows(report, columns),
    fetched: fetchedSpan([report.coverage.fetchedAt]),
    lang: say.lang,
  };
}

export async function runReportCommand(
  ctx: CliContext,
  action: string | undefined,
  flags: ReadonlyMap<string, string | true>,
): Promise<void> {
  if (action && KEPT_ACTIONS.includes(action)) {
    return (await import('./kept-report-command')).runKeptReportCommand(ctx, action, flags);
  }
  if (action !== 'cma') {
    throw new AppFailure(
      'validation',
      ref('error.cli.usageSee', { line: 'aqar report cma --location NAME --purpose …', help: 'aqar report --help' }),
      {
        field: 'action',
      },
    );
  }
  const parsed = parseFlags(flags);
  // What printing needs (the built report page, Chromium) is checked before the first request, the place's look-up.
  const printing = parsed.pdf !== undefined ? (await import('./report-pdf')).pdfPrinting(ctx.io) : null;
  const place = await lookup(ctx, 'location', parsed.location);
  const subject: CmaSubjectInput = {
    place: { id: place.externalID, name: place.name },
    purpose: parsed.purpose,
    beds: parsed.beds,
    sizeSqft: parsed.size,
    completion: parsed.completion,
    ...(parsed.type ? { category: TYPES[parsed.type]! } : {}),
    ...(parsed.building ? { building: parsed.building } : {}),
    ...(parsed['asking-price'] !== undefined ? { askingPrice: parsed['asking-price'] } : {}),
    ...(parsed['current-rent'] !== undefined ? { currentRent: parsed['current-rent'] } : {}),
    ...(parsed.listing ? { listingId: parsed.listing } : {}),
  };
  // The subject is checked (the contract's rules, each naming its field) before a request is spent on its market.
  const checked = invokeCheck(subject);
  const market = { ...cmaMarketQuery(checked, parsed.period), policy: ctx.policy };
  const requestsSpent = await loadMarket(ctx, market);
  const query = {
    subject,
    period: parsed.period,
    include: parsed.include,
    exclude: parsed.exclude,
    outliers: { exclude: parsed['keep-outliers'] !== true },
  };
  if (parsed.name !== undefined && !parsed.keep) {
    throw new AppFailure('validation', ref('error.cli.report.nameWithKeep'), { field: 'name' });
  }
  if (parsed.team && !parsed.keep) {
    throw new AppFailure('validation', ref('error.cli.report.teamWithKeep'), { field: 'team' });
  }
  const kept = parsed.keep
    ? await invoke(ctx, 'reports:keep', {
        query,
        ...(parsed.name ? { name: parsed.name } : {}),
        ...(parsed.team ? { team: true } : {}),
      })
    : null;
  const report = kept ? kept.report : await invoke(ctx, 'report:cma', query);
  if (kept) {
    const team = kept.team ? 'yes' : 'no';
    ctx.io.err(
      ctx.say('cli.report.kept', { id: String(kept.id), name: kept.name, version: String(kept.version), team }),
    );
  }
  for (const warning of allSaid(report.warnings, ctx.lang)) ctx.io.err(ctx.say('cli.warning', { warning }));
  const wrote = await writeTableFiles(ctx, flags, reportTable(ctx.say, report));
  if (flags.has('json'))
    ctx.io.out(`${JSON.stringify({ ...report, warnings: allSaid(report.warnings), requestsSpent })}\n`);
  else if (!wrote && !printing) {
    ctx.io.out(terminalText(ctx.say, report));
    ctx.io.err(ctx.say('cli.report.spent', { estimate: report.rules.estimate, spent: requestsSpent }));
  }
  if (printing && report.coverage.status !== 'missing') {
    const { printReportPdf } = await import('./report-pdf');
    const pdf = await printReportPdf(ctx, printing, {
      query,
      lang: ctx.lang,
      numerals: parsed.numerals ?? 'latn',
      file: parsed.pdf!,
      // Kept: the version just kept is what prints, from its stored result.
      ...(kept ? { kept: { id: kept.id, version: kept.version } } : {}),
    });
    const where = pdf.saved.kind === 'file' ? pdf.saved.path : pdf.file;
    ctx.io.err(ctx.say('cli.report.printed', { file: where, pages: pdf.pages, kb: Math.round(pdf.bytes / 1024) }));
  }
  if (report.coverage.status === 'missing') {
    throw new AppFailure(
      ctx.policy === 'offline' ? 'offline' : 'upstream',
      ref(ctx.policy === 'offline' ? 'error.cli.report.noEvidenceOffline' : 'error.cli.report.noEvidence', {
        place: place.name,
        purpose: parsed.purpose === 'for-sale' ? 'sale' : 'rent',
      }),
    );
  }
}

/** The subject as the contract parses it, its first problem named as the flag that gave it. */
function invokeCheck(subject: CmaSubjectInput) {
  const parsed = cmaSubjectSchema.safeParse(subject);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = FLAG_OF[String(issue.path[0])] ?? String(issue.path[0]);
  throw new AppFailure('validation', flagIssue(`--${field}`, plainIssue(issue)), { field });
}

const FLAG_OF: Readonly<Record<string, string>> = {
  sizeSqft: 'size',
  askingPrice: 'asking-price',
  currentRent: 'current-rent',
  listingId: 'listing',
  category: 'type',
  place: 'location',
};
