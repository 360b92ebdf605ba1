// The team server's entry point (plain Node, no Electron): `serve` runs the HTTP API until SIGTERM/SIGINT; the
// admin commands act on the database and exit. Exit codes: 0 done, 1 failed (the database, a refusal), 2 bad usage.
import { readFileSync } from 'node:fs';
import { isDatabaseUnavailable, createPool } from './db/pool';
import { MigrationError } from './db/migrate';
import { TeamFailure } from './errors';
import { HELP, UsageError, describeDatabase, parseCommand, type ParsedCommand } from './cli/args';
import { runInvite, runMembers, runMigrate, runRevoke, runRole } from './cli/admin';
import { errorText, jsonLogger } from './http/log';
import { ExposureError } from './http/listen';
import { startTeamServer } from './http/server';

const print = (text: string): void => void process.stdout.write(`${text}\n`);
const VERSION = process.env.npm_package_version ?? '0.1.0';

function readPem(path: string, flag: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new UsageError(`${flag} ${path} cannot be read: ${errorText(error)}`);
  }
}

async function serve(flags: Extract<ParsedCommand, { command: 'serve' }>['flags']): Promise<void> {
  const log = jsonLogger();
  const tls =
    flags['tls-cert'] && flags['tls-key']
      ? { cert: readPem(flags['tls-cert'], '--tls-cert'), key: readPem(flags['tls-key'], '--tls-key') }
      : undefined;
  const server = await startTeamServer({
    databaseUrl: flags.database,
    readDatabaseUrl: flags['read-database'],
    listen: flags.listen,
    tls,
    behindProxy: flags['behind-proxy'],
    rate: flags.rate ? { perSecond: flags.rate, burst: flags.rate * 2 } : undefined,
    poolSize: flags['pool-size'],
    log,
    version: VERSION,
  });
  const stop = (signal: string): void => {
    log('info', 'stopping', { signal });
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log('error', 'stop failed', { error: errorText(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

async function admin(parsed: Exclude<ParsedCommand, { command: 'help' | 'serve' }>): Promise<void> {
  const pool = createPool(parsed.flags.database, { max: 2 });
  try {
    if (parsed.command === 'invite') await runInvite(pool, parsed.flags, print);
    else if (parsed.command === 'revoke') await runRevoke(pool, parsed.flags, print);
    else if (parsed.command === 'role') await runRole(pool, parsed.flags, print);
    else if (parsed.command === 'members') await runMembers(pool, parsed.flags, print);
    else await runMigrate(pool, print);
  } finally {
    await pool.end().catch(() => undefined);
  }
}

async function main(argv: string[]): Promise<number> {
  let parsed: ParsedCommand;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    process.stderr.write(`${errorText(error)}\n`);
    return 2;
  }
  if (parsed.command === 'help') {
    print(HELP);
    return 0;
  }
  try {
    if (parsed.command === 'serve') await serve(parsed.flags);
    else await admin(parsed);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ExposureError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    const where = describeDatabase(parsed.flags.database);
    let message = errorText(error);
    if (isDatabaseUnavailable(error)) message = `Cannot reach the team database at ${where}: ${message}`;
    else if (!(error instanceof TeamFailure) && !(error instanceof MigrationError)) {
      message = `Failed (database ${where}): ${message}`;
    }
    process.stderr.write(`${message}\n`);
    return 1;
  }
}

const code = await main(process.argv.slice(2));
if (code !== 0) process.exit(code);
