// A zod issue in the words of the command line. Messages a schema words itself ("must be 0 (studio) to 5 (five or
// more)") are kept; zod's own ("Too small: expected number to be >=1", "Invalid option: expected one of
// "snapshot"|"day"") become plain sentences, so every flag's refusal reads alike.
import type { z } from 'zod';

/** Whether zod made the message up (its own wording), rather than the schema that refused the value. */
const ZOD_WORDING = /^(Too small|Too big|Invalid input|Invalid option|Invalid string|Invalid number|Expected )/;

const figure = (n: number | bigint): string => Number(n).toLocaleString('en');

export function plainIssue(issue: z.core.$ZodIssue): string {
  if (!ZOD_WORDING.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? 'must be a number'
        : `must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string') return 'must not be empty';
      if (issue.origin === 'array' || issue.origin === 'set') return `needs at least ${figure(issue.minimum)} value(s)`;
      return issue.inclusive === false
        ? `must be more than ${figure(issue.minimum)}`
        : `must be ${figure(issue.minimum)} or more`;
    case 'too_big':
      if (issue.origin === 'string') return `takes at most ${figure(issue.maximum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `takes at most ${figure(issue.maximum)} values`;
      return issue.inclusive === false
        ? `must be less than ${figure(issue.maximum)}`
        : `must be ${figure(issue.maximum)} or less`;
    default:
      return 'is not a value it takes';
  }
}
