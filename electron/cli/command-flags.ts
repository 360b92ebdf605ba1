// Flags of the portfolio and saved-search commands, checked with zod: an unknown flag or a bad value is named.
import { z } from 'zod';
import { LANGS } from '#shared/domain/lang';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { GLOBAL_FLAGS } from './operation-flags';
import { flagIssue, plainIssue } from './plain-issue';

export type Flags = ReadonlyMap<string, string | true>;

/** The command's own flags (the global ones set up the core), validated against `shape`. */
export function commandFlags<S extends z.ZodRawShape>(
  flags: Flags,
  shape: S,
  command: string,
): z.output<z.ZodObject<S>> {
  const own = Object.fromEntries([...flags].filter(([name]) => !(GLOBAL_FLAGS as readonly string[]).includes(name)));
  const parsed = z.strictObject(shape).safeParse(own);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys(shape).map((f) => `--${f}`);
    const unknown = { command: `aqar ${command}`, flag: issue.keys[0] ?? '' };
    throw new AppFailure(
      'validation',
      known.length
        ? ref('error.cli.unknownFlag', { ...unknown, flags: known.join(' ') })
        : ref('error.cli.unknownFlagNoFlags', unknown),
      { field: issue.keys[0] ?? 'flag' },
    );
  }
  const flag = String(issue.path[0] ?? 'flag');
  // A flag left out is said as such ("aqar share needs --place"), not as its value's type ("must be text").
  if (!flags.has(flag)) {
    throw new AppFailure('validation', ref('error.cli.flagMissing', { command, flag }), { field: flag });
  }
  throw new AppFailure('validation', flagIssue(`--${flag}`, plainIssue(issue)), { field: flag });
}

export const nameFlag = z.string().trim().min(1, 'needs a name');
/** The language of a table's headers and words (the window's tables); the JSON keeps its keys and codes. */
export const langFlag = z.enum(LANGS, { error: `must be one of ${LANGS.join(', ')}` }).default('en');
export const switchFlag = z.literal(true, 'takes no value').optional();
/** A snapshot id, a whole number. */
export const snapshotFlag = z.coerce
  .number<unknown>()
  .int('must be a snapshot number')
  .min(1, 'must be a snapshot number');
