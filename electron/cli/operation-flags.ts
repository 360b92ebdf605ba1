// The flags of `aqar <operation>`: the operation's parameters (`--location-id`), the names that stand for ids
// (`--location "Dubai Marina"`) and the global flags, checked before anything is sent. A problem is named as the
// flag that fixes it (`aqar agency-search needs --location-id ID, or --location NAME …`), never as the contract's
// `params.location_id`.
import type { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { asWritten, ref, type MessageRef } from '#shared/messages/message-ref';
import { formatRef } from '#shared/messages/format-message';
import { OPERATIONS, type OperationName } from '#shared/data-service/operations';
import { NAME_FLAGS, nameTarget } from './resolve-names';
import { flagIssue, plainIssue } from './plain-issue';
import { langFlag } from './command-flags';

export const GLOBAL_FLAGS = [
  'json',
  'csv',
  'xlsx',
  'display-unit',
  'demo',
  'live',
  'offline',
  'refresh',
  'all-pages',
  'max-pages',
  'profile',
  'base-url',
  'host',
  'host-header',
  'key-header',
  'area-unit',
  'data-dir',
  'rate',
  'concurrency',
  'help',
  'quiet',
] as const;

export type NameFlag = (typeof NAME_FLAGS)[number];

export function parameterFlags(operation: OperationName): string[] {
  return Object.keys(OPERATIONS[operation].params.shape).map((p) => p.replaceAll('_', '-'));
}

const flagOf = (param: string): string => param.replaceAll('_', '-');

/** The name flags the operation takes (`--location` for location_ids …). */
export function nameFlagsOf(operation: OperationName): NameFlag[] {
  const allowed = new Set(parameterFlags(operation));
  return NAME_FLAGS.filter((n) => {
    const target = nameTarget(n, operation);
    return target !== undefined && allowed.has(flagOf(target));
  });
}

export interface OperationFlags {
  /** Parameters given as such, by their contract names. */
  params: Record<string, unknown>;
  /** Names given for ids, with the parameter each fills. */
  named: { flag: NameFlag; target: string; value: string }[];
}

/** Sorts the command line's flags into parameters and names; an unknown or valueless flag is refused. */
export function readOperationFlags(
  operation: OperationName,
  flags: ReadonlyMap<string, string | true>,
): OperationFlags {
  const allowed = new Set(parameterFlags(operation));
  const names = nameFlagsOf(operation);
  const out: OperationFlags = { params: {}, named: [] };
  for (const [flag, value] of flags) {
    if ((GLOBAL_FLAGS as readonly string[]).includes(flag)) continue;
    if (value === true) throw new AppFailure('validation', ref('error.cli.flagNeedsValue', { flag }), { field: flag });
    // The language of the command's lines and figures (ctx.lang), not a parameter of the data service (that is
    // --langs, the records' language).
    if (flag === 'lang') {
      const lang = langFlag.safeParse(value);
      if (!lang.success) {
        throw new AppFailure('validation', flagIssue('--lang', plainIssue(lang.error.issues[0]!)), { field: flag });
      }
      continue;
    }
    const nameFlag = names.find((n) => n === flag);
    if (nameFlag) {
      out.named.push({ flag: nameFlag, target: nameTarget(nameFlag, operation)!, value });
      continue;
    }
    if (!allowed.has(flag)) {
      throw new AppFailure(
        'validation',
        ref('error.cli.unknownFlag', {
          command: operation,
          flag,
          flags: [...allowed, ...names].map((f) => `--${f}`).join(' '),
        }),
        { field: flag },
      );
    }
    out.params[flag.replaceAll('-', '_')] = value;
  }
  // Two flags for one parameter, or a page with every page: one was dropped without a word (exit 0).
  for (const n of out.named) {
    if (out.params[n.target] !== undefined) {
      const idFlag = `--${n.target.replaceAll('_', '-')}`;
      throw new AppFailure('validation', ref('error.cli.idAndName', { flag: n.flag, idFlag, target: n.target }), {
        field: n.flag,
      });
    }
  }
  if (flags.has('all-pages') && out.params.page !== undefined) {
    throw new AppFailure('validation', ref('error.cli.pageWithAllPages'), {
      field: 'page',
    });
  }
  return out;
}

/** What a required parameter's flag takes, as its usage line shows it. */
function placeholder(param: string, schema: z.ZodType | undefined): string {
  const options = (schema as { options?: unknown } | undefined)?.options;
  if (Array.isArray(options)) return options.join('|');
  if (param === 'query') return 'TEXT';
  return /(_id|_ids)$/.test(param) ? 'ID' : 'VALUE';
}

const EXAMPLES: Readonly<Record<NameFlag, string>> = {
  location: '"Dubai Marina"',
  developer: '"Emaar"',
  agency: 'NAME',
  agent: 'NAME',
};

/** "--location-id ID, or --location NAME to give it by name (e.g. --location "Dubai Marina")". */
function requiredFlag(operation: OperationName, param: string): MessageRef {
  const shape = OPERATIONS[operation].params.shape as Record<string, z.ZodType>;
  const own = ref('error.cli.needs.flag', { flag: flagOf(param), value: placeholder(param, shape[param]) });
  const byName = nameFlagsOf(operation).find((n) => nameTarget(n, operation) === param);
  if (!byName) return own;
  return EXAMPLES[byName] === 'NAME'
    ? ref('error.cli.needs.orName', { own, name: byName })
    : ref('error.cli.needs.orNameExample', { own, name: byName, example: EXAMPLES[byName] });
}

/** A zod message in the words of the command line: the allowed values of an option listed plainly. */
function plainMessage(issue: z.core.$ZodIssue, operation: OperationName): MessageRef {
  const plain = plainIssue(issue);
  if (plain.id !== 'said.asWritten') return plain;
  // "must not exceed price_max (100)" (the schema's own words): another parameter is named by its flag too.
  const params = Object.keys(OPERATIONS[operation].params.shape);
  return asWritten(
    formatRef('en', plain).replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (word) =>
      params.includes(word) ? `--${flagOf(word)}` : word,
    ),
  );
}

/**
 * Checks the operation's parameters as the command line gives them, before any name is looked up or any request
 * is sent (a name stands in as a valid id here). Throws a validation failure naming the flags to give or fix.
 */
export function checkOperationFlags(operation: OperationName, read: OperationFlags): void {
  const params: Record<string, unknown> = { ...read.params };
  for (const n of read.named) params[n.target] = '0';
  const parsed = OPERATIONS[operation].params.safeParse(params);
  if (parsed.success) return;
  const missing = [
    ...new Set(
      parsed.error.issues
        .map((issue) => String(issue.path[0] ?? ''))
        .filter((param) => param !== '' && params[param] === undefined),
    ),
  ];
  if (missing.length > 0) {
    throw new AppFailure(
      'validation',
      ref('error.cli.operationNeeds', {
        operation,
        needs: missing
          .map((p) => requiredFlag(operation, p))
          .reduce((first, second) => ref('error.cli.needs.and', { first, second })),
      }),
      { field: flagOf(missing[0]!) },
    );
  }
  const issue = parsed.error.issues[0]!;
  const flag = flagOf(String(issue.path[0] ?? 'flag'));
  const value = read.params[String(issue.path[0])];
  throw new AppFailure(
    'validation',
    typeof value === 'string'
      ? ref('error.cli.operationFlagIssue', { flag, value, issue: plainMessage(issue, operation), operation })
      : ref('error.cli.operationFlagIssueNoValue', { flag, issue: plainMessage(issue, operation), operation }),
    { field: flag },
  );
}
