// npm test builds the app when a file the build reads changed since its last build here, when out/ lacks a part or
// was written by something else since, and outside a git checkout; a run that changed only tests reuses the build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFingerprint, buildReason, recordBuild } from '../../scripts/build-inputs.mjs';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-build-inputs-');
afterAll(() => dir.remove());
const root = dir.path;
const file = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const OUT = ['out/main/index.js', 'out/main/browser-host.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
const built = () => {
  for (const part of OUT) file(part, 'built');
  file('out/cli/aqar.js', 'built');
  recordBuild(root, buildFingerprint(root));
};

describe('when npm test builds the app', () => {
  it('builds until it has built here, then only when what the build reads changed', () => {
    expect(buildReason(root)).toBe('out/main/index.js is missing');
    file('renderer/src/App.tsx', 'v1');
    file('renderer/src/App.test.tsx', 'v1');
    file('package.json', '{}');
    file('.gitignore', 'out/\nnode_modules/\n');
    // Outside a git checkout nothing says what the build read: it always builds.
    expect(buildFingerprint(root)).toBeNull();
    for (const part of OUT) file(part, 'built');
    file('out/cli/aqar.js', 'built');
    recordBuild(root, buildFingerprint(root));
    expect(buildReason(root)).toBe('npm test has not built this checkout yet');
    execFileSync('git', ['init', '-q'], { cwd: root });
    expect(buildReason(root)).toBe('npm test has not built this checkout yet');
    built();
    expect(buildReason(root)).toBeNull();

    // What no build reads: the tests, the benchmarks, CI's script and the prose.
    for (const [path, text] of [
      ['renderer/src/App.test.tsx', 'v2'],
      ['test/e2e/x.e2e.ts', 'v1'],
      ['bench/x.ts', 'v1'],
      ['.ci/run', 'v1'],
      ['README.md', 'v1'],
    ] as const) {
      file(path, text);
      expect(buildReason(root), path).toBeNull();
    }

    const changes: [string, () => void][] = [
      ['a source', () => file('renderer/src/App.tsx', 'v2')],
      ['a new source, not yet added to git', () => file('shared/new.ts', 'v1')],
      ['package.json', () => file('package.json', '{"x":1}')],
      ['a build config', () => file('electron.vite.config.ts', 'v1')],
    ];
    for (const [what, change] of changes) {
      change();
      expect(buildReason(root), what).toBe('a source changed since the last build');
      built();
      expect(buildReason(root), what).toBeNull();
    }

    // The team server's build, which its tests make when stale, is another's; so is the CLI's once built, which
    // `aqar` rebuilds by itself when a file it was made from changes.
    file('out/team-server/index.js', 'built by its tests');
    file('out/cli/aqar.js', 'rebuilt by aqar');
    expect(buildReason(root)).toBeNull();
    // A folder among the inputs (an untracked repository inside) counts by its name.
    mkdirSync(join(root, 'shared/empty-folder/inner'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: join(root, 'shared/empty-folder') });
    expect(buildReason(root)).toBe('a source changed since the last build');
    built();
    expect(buildReason(root)).toBeNull();

    // Something else wrote to out/ (a development build), or a part of it is gone.
    file('out/renderer/index.html', 'a development build');
    expect(buildReason(root)).toBe('out/ changed since the last build');
    built();
    rmSync(join(root, 'out/cli'), { recursive: true });
    expect(buildReason(root)).toBe('out/cli is missing');
  });
});
