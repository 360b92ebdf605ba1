// The build's answer to @internationalized/number's signDisplay probe: found in the installed release, and a release
// that words it otherwise stops the build rather than shipping the probe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerSignDisplayProbe } from '../../scripts/intl-number-probe.mjs';

const require = createRequire(import.meta.url);
const FORMATTER = join(dirname(require.resolve('@internationalized/number')), 'private/NumberFormatter.mjs');

describe('the signDisplay probe', () => {
  it('is answered in the installed release, and only there', () => {
    const code = readFileSync(FORMATTER, 'utf8');
    const answered = answerSignDisplayProbe(code);
    expect(answered).not.toContain('de-DE');
    expect(answered).toMatch(/supportsSignDisplay = true\s*;/);
    expect(answered.length).toBeLessThan(code.length);
    // Every line after the probe keeps its number.
    expect(answered.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('stops the build when a release words it otherwise', () => {
    expect(() => answerSignDisplayProbe('let supports = probe();', 'NumberFormatter.mjs')).toThrow(
      /signDisplay probe is not where/,
    );
  });
});
