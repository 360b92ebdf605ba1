// The layering rules, checked on the sources themselves (ESLint enforces the same while editing).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

const NODE = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

function offenders(dir: string, forbidden: (spec: string) => boolean): string[] {
  return sources(dir)
    .filter((f) => !f.endsWith('.test.ts'))
    .flatMap((f) =>
      importsOf(f)
        .filter(forbidden)
        .map((spec) => `${relative(ROOT, f)} imports ${spec}`),
    );
}

describe('layering', () => {
  it('the core never imports electron', () => {
    expect(offenders('electron/core', (s) => s === 'electron' || s.startsWith('electron/'))).toEqual([]);
  });

  it('the renderer never imports Node, electron or the core', () => {
    expect(
      offenders(
        'renderer',
        (s) => NODE.has(s) || s === 'electron' || s.startsWith('#core') || s.includes('/electron/'),
      ),
    ).toEqual([]);
  });

  it('shared imports only zod and itself', () => {
    expect(offenders('shared', (s) => !(s === 'zod' || s.startsWith('.')))).toEqual([]);
  });

  it('the team server imports neither Electron nor the app, and nothing of the app imports the team server', () => {
    expect(
      offenders(
        'team-server',
        (s) => s === 'electron' || s === 'react' || s.startsWith('#core') || /(^|\/)(electron|renderer)\//.test(s),
      ),
    ).toEqual([]);
    for (const dir of ['electron', 'renderer', 'shared']) {
      expect(offenders(dir, (s) => s.includes('team-server'))).toEqual([]);
    }
  });
});
