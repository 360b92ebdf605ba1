// Every operation's required parameters, and bad values, named as the command-line flags that give them (never as
// the contract's params.x), before anything is sent.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { OPERATIONS, OPERATION_NAMES, type OperationName } from '#shared/data-service/operations';
import { checkOperationFlags, nameFlagsOf, readOperationFlags } from './operation-flags';
import { nameTarget } from './resolve-names';

function failure(operation: OperationName, flags: Record<string, string>): AppFailure | null {
  try {
    checkOperationFlags(operation, readOperationFlags(operation, new Map(Object.entries(flags))));
    return null;
  } catch (error) {
    if (error instanceof AppFailure) return error;
    throw error;
  }
}

/** The parameters an operation cannot do without, read from its schema. */
function required(operation: OperationName): string[] {
  const shape = OPERATIONS[operation].params.shape as Record<string, z.ZodType>;
  return Object.keys(shape).filter((param) => !shape[param]!.safeParse(undefined).success);
}

describe('aqar <operation> without a parameter it needs', () => {
  it.each(OPERATION_NAMES.map((operation) => [operation, required(operation)] as const))(
    '%s names each required flag (%j), and how to give it by name',
    (operation, params) => {
      const error = failure(operation, {});
      if (params.length === 0) return void expect(error).toBeNull();
      expect(error?.appError.code).toBe('validation');
      const message = error!.message;
      expect(message).toMatch(new RegExp(`^${operation} needs `));
      expect(message).toContain(`See aqar ${operation} --help.`);
      expect(message).not.toMatch(/params\.|data:fetch|Invalid input/);
      for (const param of params) {
        expect(message).toContain(`--${param.replaceAll('_', '-')} `);
        const byName = nameFlagsOf(operation).find((n) => nameTarget(n, operation) === param);
        if (byName) expect(message).toContain(`or --${byName} NAME to give it by name`);
      }
      expect(error!.appError.field).toBe(params[0]!.replaceAll('_', '-'));
    },
  );

  it('says what agency-search needs as a broker would give it', () => {
    expect(failure('agency-search', {})?.message).toBe(
      'agency-search needs --location-id ID, or --location NAME to give it by name (e.g. --location "Dubai Marina"). ' +
        'See aqar agency-search --help.',
    );
    expect(failure('agency-search', { location: 'Dubai Marina' })).toBeNull();
  });
});

describe('aqar <operation> with a bad value', () => {
  it.each([
    [
      'transactions',
      { purpose: 'for-sale', 'time-period': '2m' },
      '--time-period "2m": must be one of 1m, 3m, 6m, 12m, 24m',
    ],
    ['search-property', { purpose: 'to-let' }, '--purpose "to-let": must be one of for-sale, for-rent'],
    ['search-property', { purpose: 'for-rent', rooms: 'two' }, '--rooms "two": must be a number'],
    [
      'search-property',
      { purpose: 'for-sale', 'price-min': '5', 'price-max': '2' },
      '--price-min "5": must not exceed --price-max (2)',
    ],
    ['agency-search', { 'location-id': ' ' }, '--location-id " ": must not be empty'],
  ] as const)('%s %j: %s', (operation, flags, message) => {
    expect(failure(operation, flags)?.message).toBe(`${message}. See aqar ${operation} --help.`);
  });

  it('refuses a flag the operation has not, listing those it has', () => {
    expect(failure('agency-details', { 'agency-id': '1', langs: 'ar' })?.message).toBe(
      'agency-details has no --langs. Its flags: --agency-id --agency',
    );
  });
});
