// The layering rules, checked on the sources themselves (ESLint enforces the same while editing).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
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

  it('shared imports only zod, the ICU message formatter and itself', () => {
    // The parser's printer writes a message back after the pseudo-locale has transformed it (shared/messages/pseudo.ts).
    const allowed = new Set([
      'zod',
      'intl-messageformat',
      '@formatjs/icu-messageformat-parser',
      '@formatjs/icu-messageformat-parser/printer.js',
    ]);
    expect(offenders('shared', (s) => !(allowed.has(s) || s.startsWith('.')))).toEqual([]);
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

  it('the CLI and the main process import neither the renderer nor each other; the CLI never imports electron', () => {
    const renderer = (s: string) => /(^|\/)renderer\//.test(s);
    expect(
      offenders('electron/cli', (s) => s === 'electron' || s === 'react' || renderer(s) || /(^|\/)main\//.test(s)),
    ).toEqual([]);
    expect(offenders('electron/main', (s) => s === 'react' || renderer(s) || /(^|\/)cli\//.test(s))).toEqual([]);
    expect(offenders('electron/preload', (s) => renderer(s) || /(^|\/)(cli|core)\//.test(s))).toEqual([]);
  });
});

// The same rules while editing: ESLint names the layer a line breaks (a rule whose pattern matches nothing once
// passed silently, as the renderer's '#core/*' did).
describe('the lint rules fire', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const messages = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: join(ROOT, file) }))[0]!.messages.map((m) => m.message);

  it.each([
    [
      'electron/cli/x.ts',
      "import { App } from '../../renderer/src/App';\nvoid App;\n",
      'The CLI never imports the renderer',
    ],
    ['electron/cli/x.ts', "import { app } from 'electron';\nvoid app;\n", 'The CLI runs without Electron'],
    ['electron/cli/x.ts', "import { x } from '../main/window';\nvoid x;\n", 'The CLI never imports the Electron main'],
    ['electron/main/x.ts', "import { App } from '../../renderer/src/App';\nvoid App;\n", 'never imports the renderer'],
    ['electron/main/x.ts', "import { run } from '../cli/main';\nvoid run;\n", 'The main process never imports the CLI'],
    ['electron/core/x.ts', "import { app } from 'electron';\nvoid app;\n", 'Only electron/main and electron/preload'],
    ['renderer/src/x.ts', "import { x } from '#core/create-core';\nvoid x;\n", 'The renderer never imports the core'],
    [
      'electron/core/services/x.ts',
      'export const f = (ws: { db: { transaction: (f: () => void) => () => void } }) => ws.db.transaction(() => {})();\n',
      'workspace.unitOfWork',
    ],
    [
      'electron/core/team/x.ts',
      "import type { Database } from 'better-sqlite3';\nexport type D = Database;\n",
      'Reach the workspace through its interface',
    ],
    [
      'electron/core/portfolio/x.ts',
      'export const f = (store: { db: unknown }) => store.db;\n',
      'The database handle belongs to the store',
    ],
    // Services hold the asynchronous Workspace, never the store with its synchronous repositories, whose writes
    // could land inside another caller's open unit of work.
    [
      'electron/core/services/x.ts',
      "import type { WorkspaceStore } from '../store/workspace/workspace-store';\nexport type S = WorkspaceStore;\n",
      'never WorkspaceStore and its synchronous repositories',
    ],
    [
      'electron/core/handlers/x.ts',
      "import { WorkspaceStore } from '../store/workspace/workspace-store';\nexport const s = WorkspaceStore;\n",
      'never WorkspaceStore and its synchronous repositories',
    ],
    [
      'electron/core/data/x.ts',
      "import type { WorkspaceStore } from '#core/store/workspace/workspace-store';\nexport type S = WorkspaceStore;\n",
      'never WorkspaceStore and its synchronous repositories',
    ],
    [
      'electron/core/portfolio/x.ts',
      "import { createWatchItemsRepo } from '../store/workspace/watch-items-repo';\nexport const r = createWatchItemsRepo;\n",
      'Repositories are the store’s',
    ],
    // A feature of the window reaches another only through its public index.
    [
      'renderer/src/compare/x.ts',
      "import { useMarket } from '../market/market-store';\nvoid useMarket;\n",
      'through its public index.ts',
    ],
    [
      'renderer/src/research/agency-ranking/x.ts',
      "import { LocationPicker } from '../../search/pickers/LocationPicker';\nvoid LocationPicker;\n",
      'through its public index.ts',
    ],
    ['renderer/src/App.tsx', "import { useMarket } from './market/market-store';\nvoid useMarket;\n", 'public index'],
    // The renderer's own rules still hold where the features' rule joined them.
    [
      'renderer/src/market/x.ts',
      "import { x } from '#core/create-core';\nvoid x;\n",
      'The renderer never imports the core',
    ],
    // Still refused where the openExternal rule was joined by the workspace's.
    [
      'electron/core/services/x.ts',
      'export const f = (s: { openExternal: unknown }) => s.openExternal;\n',
      'safeOpenExternal',
    ],
  ])(
    '%s: %s',
    async (file, code, expected) => {
      expect((await messages(file, code)).join('\n')).toContain(expected);
    },
    30_000,
  );

  // A feature's index, a stylesheet, a module loaded on demand, its own inside and a tests' setup stay reachable.
  it.each([
    ['renderer/src/compare/x.ts', "import { useMarket } from '../market';\nvoid useMarket;\n"],
    ['renderer/src/compare/x.ts', "import '../market/market.css';\n"],
    ['renderer/src/shell/x.ts', "import { MarketView } from '../market/MarketView';\nvoid MarketView;\n"],
    ['renderer/src/portfolio/history/x.ts', "import { a } from '../export/download';\nvoid a;\n"],
    ['renderer/src/compare/x.test.ts', "import { useMarket } from '../market/market-store';\nvoid useMarket;\n"],
  ])(
    '%s may import it: %s',
    async (file, code) => {
      expect((await messages(file, code)).filter((m) => m.includes('public index'))).toEqual([]);
    },
    30_000,
  );

  // The store and the core's assembly are where WorkspaceStore lives: the rule must not refuse them.
  it.each([
    [
      'electron/core/create-core.ts',
      "import { WorkspaceStore } from './store/workspace/workspace-store';\nexport const s = WorkspaceStore;\n",
    ],
    [
      'electron/core/store/workspace/x.ts',
      "import { WorkspaceStore } from './workspace-store';\nexport const s = WorkspaceStore;\n",
    ],
  ])(
    '%s may hold the store',
    async (file, code) => {
      expect((await messages(file, code)).filter((m) => m.includes('WorkspaceStore'))).toEqual([]);
    },
    30_000,
  );
});
