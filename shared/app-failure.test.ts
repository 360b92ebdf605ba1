// A failure made by another copy of shared/errors (the compiled CLI's bundle, a worker's) is still an AppFailure to
// the copy that catches it: the CLI once took a refused standard input for an internal error that way.
import { describe, expect, it } from 'vitest';
import { AppFailure } from './errors';
import { ref } from './messages/message-ref';

describe('AppFailure', () => {
  it('is recognised across copies of its module by its mark, not by its prototype', () => {
    const foreign: unknown = Object.assign(new Error('Standard input is larger than 20 MB'), {
      appError: { code: 'validation', message: 'Standard input is larger than 20 MB' },
      [Symbol.for('aqar-lens.AppFailure')]: true,
    });
    expect(foreign instanceof AppFailure).toBe(true);
    expect(new Error('plain') instanceof AppFailure).toBe(false);
    const nothing: unknown = null;
    expect(nothing instanceof AppFailure).toBe(false);
  });

  it('keeps the ordinary check for its subclasses', () => {
    class PermanentFailure extends AppFailure {}
    const failure = new AppFailure('validation', ref('error.alert.markWhat'));
    expect(failure instanceof AppFailure).toBe(true);
    expect(failure instanceof PermanentFailure).toBe(false);
    expect(new PermanentFailure('upstream', ref('error.timeout')) instanceof AppFailure).toBe(true);
  });
});
