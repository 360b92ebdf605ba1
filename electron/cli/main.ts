// The `aqar` command: parses the command line, runs one command on the core, and exits with a code scripts can
// rely on. Errors print as one line naming what is wrong; the API key never appears. Each command's code (and the
// help texts) is imported when that command runs, so a run loads what it needs and no more.
import { AppFailure, saidOf } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { langSchema, type Lang } from '#shared/domain/lang';
import { asStorageFailure } from '#core/store/storage-fault';
import { readBounded } from './bounded-read';
import type { OperationName } from '#shared/data-service/operations';
import { MARKET_REPEATS, parseArgv, typedWord } from './argv';
import { createCliContext, dataDirOf, type Io } from './cli-context';
import { isOperation, refuseOutputs } from './command-outputs';
import { EXIT, exitCodeFor } from './exit-codes';
import { checkOperationFlags, readOperationFlags } from './operation-flags';
import { checkDestination, checkOutputFlags } from './output-destination';
import { packageVersion } from './package-version';
import { terminalIo } from './terminal-text';

/** Commands of portfolios over time and saved searches (issue 14). */
const PORTFOLIO_COMMANDS = ['watch', 'snapshot', 'history', 'diff', 'portfolio', 'share', 'saved'];

export async function runCli(argv: readonly string[], rawIo: Io): Promise<number> {
  // Everything printed goes through one guard: no control character from data reaches the terminal.
  const io = terminalIo(rawIo);
  let close: (() => Promise<void>) | null = null;
  let dataDir: string | null = null;
  // The language errors are worded in: the command's --lang when it is one of the interface's, English otherwise.
  let lang: Lang = 'en';
  try {
    // Read first, so a command line refused as written is refused in the language it asks for.
    lang = langAsked(argv);
    const { positionals, flags, lists, rest } = parseArgv(argv, MARKET_REPEATS);
    lang = langSchema.catch('en').parse(flags.get('lang'));
    dataDir = dataDirOf(flags, io.env);
    const [command, action] = positionals;
    if (!command && flags.has('version')) {
      io.out(`aqar ${packageVersion()}`);
      return EXIT.ok;
    }
    if (!command || command === 'help') {
      io.out((await import('./help')).mainHelp(lang));
      return command || flags.has('help') ? EXIT.ok : EXIT.usage;
    }
    if (flags.has('help')) {
      io.out((await import('./help')).helpFor(positionals, lang));
      return EXIT.ok;
    }
    if (
      !isOperation(command) &&
      ![
        'cache',
        'usage',
        'key',
        'compare',
        'market',
        'same-unit',
        'report',
        'alerts',
        'radar',
        'workspace',
        'brand',
        'team',
        'notes',
        ...PORTFOLIO_COMMANDS,
      ].includes(command)
    ) {
      throw new AppFailure('validation', ref('error.cli.unknownCommand', { command }), {
        field: 'command',
      });
    }
    // An output flag the command does not take is refused, not ignored; an operation's parameters and the files the
    // run writes are checked before the core opens, let alone before a request is spent.
    refuseOutputs(positionals, flags);
    if (isOperation(command)) checkOperationFlags(command, readOperationFlags(command, flags));
    checkOutputFlags(flags, dataDir);
    if (command === 'saved' && action === 'export' && positionals[2] && positionals[2] !== '-') {
      checkDestination(positionals[2], 'saved export', false, process.platform, dataDir);
    }
    const ctx = await createCliContext(flags, io, command);
    close = () => ctx.core.close();
    const admin = () => import('./admin-commands');
    const history = () => import('./history-commands');
    if (command === 'key') await (await admin()).runKeyCommand(ctx, action, flags);
    else if (command === 'cache') await (await admin()).runCacheCommand(ctx, action, flags);
    else if (command === 'usage') await (await admin()).runUsageCommand(ctx, flags.has('json'), flags);
    else if (command === 'workspace')
      await (await import('./workspace-command')).runWorkspaceCommand(ctx, action, flags);
    else if (command === 'brand') await (await import('./brand-command')).runBrandCommand(ctx, action, flags);
    else if (command === 'team')
      await (await import('./team-command')).runTeamCommand(ctx, positionals.slice(1), flags);
    else if (command === 'notes') await (await import('./notes-command')).runNotesCommand(ctx, action, flags);
    else if (command === 'compare')
      await (await import('./compare-command')).runCompareCommand(ctx, positionals.slice(1), flags);
    else if (command === 'watch') await (await import('./watch-commands')).runWatchCommand(ctx, action, flags);
    else if (command === 'radar') await (await import('./radar-command')).runRadarCommand(ctx, flags);
    else if (command === 'alerts') await (await import('./alerts-command')).runAlertsCommand(ctx, action, flags);
    else if (command === 'snapshot') await (await import('./snapshot-command')).runSnapshotCommand(ctx, flags);
    else if (command === 'history') await (await history()).runHistoryCommand(ctx, flags);
    else if (command === 'diff') await (await history()).runDiffCommand(ctx, flags);
    else if (command === 'portfolio') await (await history()).runPortfolioCommand(ctx, flags);
    else if (command === 'share') await (await history()).runShareCommand(ctx, flags);
    else if (command === 'saved')
      await (await import('./saved-commands')).runSavedCommand(ctx, positionals.slice(1), flags, rest);
    else if (command === 'market' && action === 'sold')
      await (await import('./sold-command')).runSoldCommand(ctx, flags, lists);
    else if (command === 'market') await (await import('./market-command')).runMarketCommand(ctx, action, flags, lists);
    else if (command === 'report') await (await import('./report-command')).runReportCommand(ctx, action, flags);
    else if (command === 'same-unit') await (await import('./same-unit-command')).runSameUnitCommand(ctx, flags);
    else await (await import('./operation-command')).runOperation(ctx, command as OperationName, flags);
    return EXIT.ok;
  } catch (error) {
    // A local write that failed (a full disk, a read-only file, a locked database) is said as such, exit 8.
    const failure = error instanceof AppFailure ? error : dataDir ? asStorageFailure(error, { dataDir }) : null;
    if (failure) {
      io.err(`aqar: ${(await import('./said')).said(saidOf(failure.appError), lang)}\n`);
      return exitCodeFor(failure.appError.code);
    }
    // A bug: said in the language asked, the program's own message kept as it is, for a report.
    const detail = error instanceof Error ? error.message : String(error);
    io.err(`aqar: ${(await import('./said')).said(ref('error.cli.internal', { detail }), lang)}\n`);
    return EXIT.internal;
  } finally {
    await close?.();
  }
}

/** The `--lang X` or `--lang=X` of a command line that may not parse; English when it names no interface language. */
function langAsked(argv: readonly string[]): Lang {
  const words = argv.map(typedWord);
  const at = words.findIndex((w) => w === '--lang' || w.startsWith('--lang='));
  const value = at < 0 ? undefined : words[at]!.includes('=') ? words[at]!.slice('--lang='.length) : words[at + 1];
  return langSchema.catch('en').parse(value);
}

export const processIo: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text.endsWith('\n') || text.startsWith('\r') ? text : `${text}\n`),
  env: process.env,
  isTTY: Boolean(process.stdin.isTTY),
  readStdin: async (maxBytes, what) => {
    // At a terminal, the first line is the answer (a pasted key and Enter).
    if (process.stdin.isTTY) {
      let text = '';
      for await (const chunk of process.stdin) {
        text += String(chunk);
        if (text.includes('\n') || text.length > maxBytes) break;
      }
      if (text.length > maxBytes) throw new AppFailure('validation', ref('error.cli.tooLong', { what }));
      return text;
    }
    return readBounded(process.stdin, maxBytes, what);
  },
};
