// npm test runs the slow fresh-install test when what an install depends on changed since it last passed here (the
// lockfile, dependencies, install scripts and the CLI build they run), always when CI asks, and not otherwise.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installFingerprint, installTestReason, recordInstallTested } from '../../scripts/install-inputs.mjs';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-install-inputs-');
afterAll(() => dir.remove());
const root = dir.path;
const pkg = (scripts: Record<string, string>, dependencies: Record<string, string> = { zod: '^4.0.0' }) =>
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'x', scripts, dependencies }));
const file = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

describe('when the fresh-install test runs', () => {
  it('runs until it has passed, then again only when an install input changes, and always for CI', () => {
    pkg({ prepare: 'node scripts/build-cli.mjs --if-possible', lint: 'eslint .' });
    file('package-lock.json', '{"lockfileVersion":3}');
    file('scripts/build-cli.mjs', '// v1');
    expect(installTestReason(root, {})).toMatch(/not passed/);
    recordInstallTested(root);
    expect(installTestReason(root, {})).toBeNull();
    expect(installTestReason(root, { AQAR_TEST_INSTALL: '1' })).toMatch(/CI/);

    // A script npm install does not run is not an install input.
    pkg({ prepare: 'node scripts/build-cli.mjs --if-possible', lint: 'eslint . --cache' });
    expect(installTestReason(root, {})).toBeNull();

    const changes: [string, () => void][] = [
      ['the lockfile', () => file('package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
      ['prepare', () => pkg({ prepare: 'node scripts/build-cli.mjs', lint: 'eslint .' })],
      ['a postinstall', () => pkg({ prepare: 'node scripts/build-cli.mjs', postinstall: 'node x.mjs' })],
      ['a dependency', () => pkg({ prepare: 'node scripts/build-cli.mjs' }, { zod: '^4.1.0' })],
      ['the CLI build it runs', () => file('scripts/build-cli.mjs', '// v2')],
    ];
    for (const [what, change] of changes) {
      const before = installFingerprint(root);
      change();
      expect(installFingerprint(root), what).not.toBe(before);
      expect(installTestReason(root, {}), what).toMatch(/changed since it passed/);
      recordInstallTested(root);
      expect(installTestReason(root, {}), what).toBeNull();
    }
  });
});
