// A zod issue in the words of the command line. Messages a schema words itself ("must be 0 (studio) to 5 (five or
// more)") are kept as written; zod's own ("Too small: expected number to be >=1", "Invalid option: expected one of
// "snapshot"|"day"") become messages of the catalogue, so every flag's refusal reads alike in the --lang asked for.
import type { z } from 'zod';
import { asWritten, ref, type MessageRef } from '#shared/messages/message-ref';

/** Whether zod made the message up (its own wording), rather than the schema that refused the value. */
const ZOD_WORDING = /^(Too small|Too big|Invalid input|Invalid option|Invalid string|Invalid number|Expected )/;

export function plainIssue(issue: z.core.$ZodIssue): MessageRef {
  if (!ZOD_WORDING.test(issue.message)) return asWritten(issue.message);
  switch (issue.code) {
    case 'invalid_value':
      return ref('error.cli.issue.oneOf', { values: issue.values.map(String).join(', ') });
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return ref('error.cli.issue.number');
      return issue.expected === 'string'
        ? ref('error.cli.issue.text')
        : ref('error.cli.issue.type', { type: issue.expected });
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return ref('error.cli.issue.empty');
      if (issue.origin === 'array' || issue.origin === 'set') return ref('error.cli.issue.atLeastValues', { n });
      return ref(issue.inclusive === false ? 'error.cli.issue.moreThan' : 'error.cli.issue.atLeast', { n });
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return ref('error.cli.issue.atMostChars', { n });
      if (issue.origin === 'array' || issue.origin === 'set') return ref('error.cli.issue.atMostValues', { n });
      return ref(issue.inclusive === false ? 'error.cli.issue.lessThan' : 'error.cli.issue.atMost', { n });
    }
    default:
      return ref('error.cli.issue.notTaken');
  }
}

/** A flag (or variable) refused with what is wrong with its value: "--beds: must be 0 or more". */
export function flagIssue(flag: string, issue: MessageRef): MessageRef {
  return ref('error.cli.flagIssue', { flag, issue });
}
