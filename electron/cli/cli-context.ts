// Builds the core for one CLI run from flags, AQAR_* environment variables and the saved settings; the API key
// comes from AQAR_API_KEY or the keychain and never appears in any output.
import { z } from 'zod';
import { AppFailure, describeZodError, saidOf } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { langSchema, type Lang } from '#shared/domain/lang';
import { formatRef } from '#shared/messages/format-message';
import { sayIn, type Say } from '#shared/messages/say-in';
import { connectionSettingsPatchSchema, type ResolvedConnection } from '#shared/connection-profile';
import { createCore, type Core, type SettingsOverride } from '#core/create-core';
import type { CachePolicy, Notice } from '#shared/ipc/contract';
import { defaultDataDir } from '#core/paths';
import { profileById, resolveConnection } from '#core/profiles/profiles';
import { openCliSecrets } from './cli-keychain';
import { boundEnvKey } from './env-key';
import { packageVersion } from './package-version';
import { flagIssue, plainIssue } from './plain-issue';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  /** Standard input's text; a validation failure naming `what` past `maxBytes`. */
  readStdin(maxBytes: number, what: MessageRef): Promise<string>;
  isTTY: boolean;
}

export interface CliContext {
  core: Core;
  policy: CachePolicy;
  dataDir: string;
  io: Io;
  /** The language of the command's sentences and figures: its --lang (checked by the commands that take it), else English. */
  lang: Lang;
  /** Messages in `lang`. */
  say: Say;
}

const connectionFlags = connectionSettingsPatchSchema;
const limitFlags = z.strictObject({
  perSecond: z.coerce.number<unknown>().min(0.1).max(100).optional(),
  concurrency: z.coerce.number<unknown>().int().min(1).max(16).optional(),
  fetchAllCap: z.coerce.number<unknown>().int('must be a whole number').min(1).max(10_000).optional(),
});

function pick(
  flags: ReadonlyMap<string, string | true>,
  env: NodeJS.ProcessEnv,
  flag: string,
  variable: string,
): string | undefined {
  const value = flags.get(flag);
  // An empty value is no value: `--data-dir ''` meant the current folder, where the databases were made unasked.
  if (value === true || value?.trim() === '') {
    throw new AppFailure('validation', ref('error.cli.flagNeedsValue', { flag }), { field: flag });
  }
  // An empty variable (`AQAR_DATA_DIR=`) is one the shell left unset.
  return value ?? (env[variable]?.trim() ? env[variable] : undefined);
}

/** Each connection field with the flag and the variable that set it. */
const CONNECTION_SOURCES = {
  profile: ['profile', 'AQAR_PROFILE'],
  baseUrl: ['base-url', 'AQAR_BASE_URL'],
  gatewayHost: ['host', 'AQAR_HOST'],
  hostHeader: ['host-header', 'AQAR_HOST_HEADER'],
  keyHeader: ['key-header', 'AQAR_KEY_HEADER'],
  areaUnit: ['area-unit', 'AQAR_AREA_UNIT'],
} as const;

function settingsOverride(flags: ReadonlyMap<string, string | true>, env: NodeJS.ProcessEnv): SettingsOverride {
  const raw = Object.fromEntries(
    Object.entries(CONNECTION_SOURCES)
      .map(([field, [flag, variable]]) => [field, pick(flags, env, flag, variable)])
      .filter(([, v]) => v !== undefined),
  );
  const connection = connectionFlags.safeParse(raw);
  if (!connection.success) {
    // Named as the broker gave it (--base-url, or AQAR_BASE_URL when no flag was given), not as the settings key.
    const described = describeZodError(connection.error, ref('error.subject.connectionSetting'));
    const field = described.field as keyof typeof CONNECTION_SOURCES | undefined;
    const source = field && CONNECTION_SOURCES[field];
    if (!source) throw new AppFailure('validation', saidOf(described));
    const given = flags.has(source[0]) ? `--${source[0]}` : source[1];
    const issue = connection.error.issues[0]!;
    throw new AppFailure('validation', flagIssue(given, plainIssue(issue)), { field: source[0] });
  }
  // An unknown profile fails here, naming the known ones, before the core or any request exists.
  if (connection.data.profile !== undefined) profileById(connection.data.profile);
  const limits = limitFlags.safeParse({
    perSecond: flags.get('rate'),
    concurrency: flags.get('concurrency'),
    fetchAllCap: flags.get('max-pages'),
  });
  if (!limits.success) {
    const issue = limits.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    const flag = { perSecond: 'rate', concurrency: 'concurrency', fetchAllCap: 'max-pages' }[key] ?? key;
    throw new AppFailure('validation', flagIssue(`--${flag}`, plainIssue(issue)), { field: flag || 'limit' });
  }
  if (flags.has('demo') && flags.has('live')) {
    throw new AppFailure('validation', ref('error.cli.demoAndLive'), { field: 'demo' });
  }
  // Naming a gateway (its URL or its profile) means the live service, unless --demo says otherwise.
  const live = flags.has('live') || Boolean(raw.baseUrl) || Boolean(raw.profile);
  const sourceFlag = flags.has('demo') ? 'demo' : live ? 'live' : env.AQAR_SOURCE;
  if (sourceFlag !== undefined && sourceFlag !== 'demo' && sourceFlag !== 'live') {
    throw new AppFailure('validation', ref('error.cli.sourceVariable'), { field: 'AQAR_SOURCE' });
  }
  return {
    ...(sourceFlag ? { source: sourceFlag } : {}),
    connection: connection.data,
    limits: Object.fromEntries(Object.entries(limits.data).filter(([, v]) => v !== undefined)),
  };
}

/** The data folder a run uses: --data-dir, else AQAR_DATA_DIR, else the platform's default. */
export function dataDirOf(flags: ReadonlyMap<string, string | true>, env: NodeJS.ProcessEnv): string {
  return pick(flags, env, 'data-dir', 'AQAR_DATA_DIR') ?? defaultDataDir(env);
}

/** Notices that are the answer of an `aqar workspace` action, not news beside it. */
const WORKSPACE_ANSWERS: ReadonlySet<string> = new Set(['workspace-restored', 'workspace-started']);

/**
 * Builds the core for one run; its notices (a rebuilt cache, a damaged workspace…) are printed on stderr. A missing
 * keychain is told only where the run needs it: not when AQAR_API_KEY gives the key, and not to `aqar key`, which
 * says it in its own words.
 */
export async function createCliContext(
  flags: ReadonlyMap<string, string | true>,
  io: Io,
  command?: string,
): Promise<CliContext> {
  const dataDir = dataDirOf(flags, io.env);
  const policy: CachePolicy = flags.has('offline') ? 'offline' : flags.has('refresh') ? 'refresh' : 'fresh-or-fetch';
  const fromEnv = io.env.AQAR_API_KEY?.trim();
  const settings = settingsOverride(flags, io.env);
  // AQAR_API_KEY is the caller's choice for this run, for the profile's gateway or a base URL named in this run;
  // otherwise the keychain's key, bound to the connection it was entered for.
  const connection = (): ResolvedConnection => resolveConnection(core.settings().connection);
  const lang = langSchema.catch('en').parse(flags.get('lang'));
  const core: Core = await createCore({
    dataDir,
    host: 'cli',
    version: packageVersion(),
    settings,
    // --offline holds for the whole run: the data layer itself refuses to send, whichever command asks.
    offline: policy === 'offline',
    ...(fromEnv ? { apiKey: boundEnvKey(fromEnv, settings.connection?.baseUrl, connection) } : {}),
    // The member token for a machine without a keychain service (as the help of aqar team join says); it was read
    // nowhere before, so `aqar team join URL` with it asked for an invite.
    ...(io.env.AQAR_TEAM_TOKEN?.trim() ? { teamToken: io.env.AQAR_TEAM_TOKEN.trim() } : {}),
    openSecrets: () => openCliSecrets(io.env),
    // The core's log lines in --lang; `warning:` stays as it is, as a notice's level does below.
    log: (line) => io.err(`warning: ${formatRef(lang, line)}`),
  });
  const keychainNeeded = !fromEnv && command !== 'key';
  // The window shows a notice raised again in place of the first; a terminal would print it once per page of a
  // long run (answers not saved to a full disk), so each is printed once.
  const printed = new Set<string>();
  const print = (notice: Pick<Notice, 'level' | 'message' | 'said' | 'code'>): void => {
    if (notice.code === 'keychain-unavailable' && !keychainNeeded) return;
    // `aqar workspace restore|start-new` prints that notice's sentence as its answer, on standard output.
    if (command === 'workspace' && notice.code && WORKSPACE_ANSWERS.has(notice.code)) return;
    const line = `${notice.level}: ${formatRef(lang, saidOf(notice))}`;
    if (printed.has(line)) return;
    printed.add(line);
    io.err(line);
  };
  for (const notice of core.notices.list()) print(notice);
  core.events.subscribe((event, payload) => {
    if (event === 'app:notice') print(payload as Notice);
  });
  return { core, policy, dataDir, io, lang, say: sayIn(lang) };
}
