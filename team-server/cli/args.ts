// The team server's command line: which command, and its flags checked with zod (a bad or missing flag is named,
// with where to read the rest). `--database` may come from AQAR_TEAM_DATABASE instead, keeping a password out of
// the process list.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { TEAM_ROLES, memberNameSchema } from '#shared/team/basics';
import { DEFAULT_LISTEN, parseListen, type ListenAddress } from '../http/listen';

export const COMMANDS = ['serve', 'invite', 'revoke', 'role', 'members', 'migrate', 'help'] as const;
export type Command = (typeof COMMANDS)[number];

const databaseSchema = z
  .string({ message: 'is required (or set AQAR_TEAM_DATABASE)' })
  .trim()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// connection URL')
  .refine((v) => URL.canParse(v), 'is not a well-formed URL');

const perSecond = z
  .string()
  .regex(/^\d+(\/s)?$/, 'must look like 50/s')
  .transform((v) => Number(v.split('/')[0]))
  .refine((n) => n >= 1, 'must allow at least 1 request a second');

const roleFlag = z.enum(TEAM_ROLES, {
  error: (issue) =>
    issue.input === undefined ? 'is required: admin, member or viewer' : 'must be admin, member or viewer',
});

const serveSchema = z.strictObject({
  database: databaseSchema,
  'read-database': databaseSchema.optional(),
  listen: z
    .string()
    .optional()
    .transform((v, ctx): ListenAddress => {
      if (v === undefined) return DEFAULT_LISTEN;
      try {
        return parseListen(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  'tls-cert': z.string().min(1).optional(),
  'tls-key': z.string().min(1).optional(),
  'behind-proxy': z.boolean().optional(),
  rate: perSecond.optional(),
  'pool-size': z.coerce.number<unknown>().int().min(1).max(200).optional(),
});

const inviteSchema = z.strictObject({
  database: databaseSchema,
  name: memberNameSchema,
  role: roleFlag,
  'team-name': z.string().trim().min(1).max(120).optional(),
});
const revokeSchema = z.strictObject({ database: databaseSchema, name: memberNameSchema });
const roleSchema = z.strictObject({ database: databaseSchema, name: memberNameSchema, role: roleFlag });
const membersSchema = z.strictObject({ database: databaseSchema, json: z.boolean().optional() });
const migrateSchema = z.strictObject({ database: databaseSchema });

export const COMMAND_SCHEMAS = {
  serve: serveSchema,
  invite: inviteSchema,
  revoke: revokeSchema,
  role: roleSchema,
  members: membersSchema,
  migrate: migrateSchema,
} as const;

export type ParsedCommand =
  | { command: 'help' }
  | {
      [C in keyof typeof COMMAND_SCHEMAS]: { command: C; flags: z.output<(typeof COMMAND_SCHEMAS)[C]> };
    }[keyof typeof COMMAND_SCHEMAS];

const BOOLEAN = new Set(['behind-proxy', 'json', 'help']);

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Reads argv (after the script); throws UsageError naming the bad flag. */
export function parseCommand(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ParsedCommand {
  const first = argv[0];
  const named = first !== undefined && !first.startsWith('-');
  const command = (named ? first : 'serve') as Command;
  if (!COMMANDS.includes(command)) {
    throw new UsageError(`Unknown command "${first}": one of ${COMMANDS.join(', ')}. Run with --help for usage.`);
  }
  const rest = named ? argv.slice(1) : argv;
  if (command === 'help' || rest.includes('--help') || rest.includes('-h')) return { command: 'help' };
  const schema = COMMAND_SCHEMAS[command];
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...rest],
      options: Object.fromEntries(
        Object.keys(schema.shape).map((flag) => [
          flag,
          { type: BOOLEAN.has(flag) ? ('boolean' as const) : ('string' as const) },
        ]),
      ),
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}. Run with --help for usage.`);
  }
  if (values.database === undefined && env.AQAR_TEAM_DATABASE) values.database = env.AQAR_TEAM_DATABASE;
  if (command === 'serve' && values['read-database'] === undefined && env.AQAR_TEAM_READ_DATABASE) {
    values['read-database'] = env.AQAR_TEAM_READ_DATABASE;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 3).map((i) => `--${i.path.join('.') || 'flags'}: ${i.message}`);
    throw new UsageError(`${problems.join('; ')}. Run with --help for usage.`);
  }
  if (command === 'serve') {
    const flags = parsed.data as z.output<typeof serveSchema>;
    if (Boolean(flags['tls-cert']) !== Boolean(flags['tls-key'])) {
      throw new UsageError('--tls-cert and --tls-key go together: give both files, or neither.');
    }
  }
  return { command, flags: parsed.data } as ParsedCommand;
}

/** The database's address for messages and logs, without its password. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    const host = u.hostname || u.searchParams.get('host') || 'local socket';
    return `${u.username ? `${decodeURIComponent(u.username)}@` : ''}${host}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'the database';
  }
}

export const HELP = `Aqar Lens team server: shares a brokerage's saved searches, watched firms, their snapshots, compare boards,
reports and notes between its members' laptops, over PostgreSQL.

Usage: npm run team-server -- [command] [flags]

Commands:
  serve (default)   run the server until SIGTERM or Ctrl+C
      --database URL        postgres://user:password@host:5432/db (or set AQAR_TEAM_DATABASE)
      --read-database URL   a streaming replica for the bulk reads (changes, snapshot runs and states; or
                            set AQAR_TEAM_READ_DATABASE); tokens, writes and leases stay on --database
      --listen HOST:PORT    where to listen (default ${DEFAULT_LISTEN.host}:${DEFAULT_LISTEN.port}); another address than
                            loopback needs --tls-cert and --tls-key, or --behind-proxy
      --tls-cert FILE --tls-key FILE   serve https with this certificate and key (PEM)
      --behind-proxy        a reverse proxy on this machine ends TLS (and sets X-Forwarded-For)
      --rate N/s            requests a second per member (default 50/s, bursts of twice that)
      --pool-size N         database connections of each of its two pools (default 10)
  invite --name NAME --role admin|member|viewer [--team-name NAME]
                    prints a one-time invite token (valid 7 days); the first invite of an empty database makes
                    the team (named --team-name); inviting an existing member adds a device
  revoke --name NAME          ends that member's access at once, on every device
  role --name NAME --role R   changes a member's role
  members [--json]            lists the members
  migrate                     brings the database's schema up to date and exits
Each command takes --database URL (or AQAR_TEAM_DATABASE).

Examples:
  npm run team-server -- invite --database postgres://aqar@localhost/aqar_team --name "Huda" --role admin
  npm run team-server -- --database postgres://aqar@localhost/aqar_team --listen 127.0.0.1:8790
`;
