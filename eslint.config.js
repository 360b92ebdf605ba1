// Lint rules, including the layering the architecture depends on: shared imports only zod and the ICU message formatter, the renderer never
// imports Node, Electron or the core, the core never imports Electron, the CLI and the main process never import
// the renderer or each other, and the team server and the app never import each other (they share only the
// contract in shared/team).
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const electronImport = { name: 'electron', message: 'Only electron/main and electron/preload may import electron.' };
const openExternalRule = {
  selector: "MemberExpression[property.name='openExternal']",
  message: 'Open links through electron/main/system-browser.ts (safeOpenExternal) only.',
};
const coreImports = {
  paths: [electronImport, { name: 'react', message: 'The core has no UI.' }],
  patterns: [
    { group: ['**/renderer/**'], message: 'The core never imports the renderer.' },
    {
      group: ['**/team-server/**'],
      message: 'The team server is its own program: the core may import only its contract (#shared/team/*).',
    },
  ],
};

// The store that owns the workspace's synchronous repositories: only the store itself, the core's assembly
// (create-core.ts), the CLI's and hosts' wiring and tests hold it. A service that held it could write outside the
// units of work, and such a write, run between two steps of an open unit, would join that unit's transaction (and be
// rolled back with it).
const workspaceStoreImport = {
  regex: '(^|/)store/workspace/workspace-store$',
  message:
    'Reach the workspace through its asynchronous interface (Workspace, store/workspace/workspace.ts), the request ledger or WorkspaceAdmin, never WorkspaceStore and its synchronous repositories.',
};

const rendererImports = {
  paths: [
    { name: 'electron', message: 'The renderer talks to the core only through window.api.' },
    ...nodeBuiltins.map((name) => ({ name, message: 'The renderer never imports Node.' })),
  ],
  patterns: [
    // A regex: in the group (gitignore) syntax a leading # starts a comment, and '#core/*' matched nothing.
    { regex: '^#core/', message: 'The renderer never imports the core or main process.' },
    {
      regex: '^#shared/messages/(messages|all-languages)$',
      message:
        'The window loads only the language it shows: format with #shared/messages/format-message after renderer/src/i18n/load-messages.',
    },
    { group: ['**/electron/**'], message: 'The renderer never imports the core or main process.' },
    {
      group: ['**/team-server/**'],
      message: 'The team server is its own program: the app speaks to it over HTTP.',
    },
  ],
};

// The window's features (each a folder of renderer/src) use one another only through a feature's public index.ts,
// so a feature's inside can change without its users: an import that reaches past another feature's index fails
// here. The layers every feature builds on (words, state, the core's API, shared widgets, styles) are open to all.
// Two kinds of module stay reachable: stylesheets, and the modules loaded on demand (a view, ag-grid, the export
// toolbar), which an index re-exporting them would pull into every chunk that imports it.
const RENDERER_LAYERS = ['i18n', 'state', 'api', 'components', 'styles'];
const ON_DEMAND = [
  'alerts/AlertsView',
  'compare/ComparePanel',
  'details/AgencyDetail',
  'details/AgentDetail',
  'details/DeveloperDetail',
  'details/PropertyDetail',
  'export/GridActions',
  'grid/AgGrid',
  'grid/DataGrid',
  'market/MarketView',
  'portfolio/PortfoliosView',
  'radar/RadarView',
  'report/ClientReportView',
  'report/ComparablesGrid',
  'report/print/print-entry',
  'research/ProjectResultPanel',
  'research/ResultsToolbar',
  'research/agency-ranking/AgenciesView',
  'saved/SavedView',
  'settings/SettingsView',
];

function featureBoundaries() {
  const src = join(dirname(fileURLToPath(import.meta.url)), 'renderer/src');
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const features = folders.filter((name) => !RENDERER_LAYERS.includes(name));
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // One block per folder and depth: a file `depth` folders below renderer/src reaches another feature as
  // `../` × depth + name, and never by its own folder's name (a sub-folder may share a feature's name).
  return [null, ...folders].flatMap((own) =>
    [0, 1, 2, 3]
      .filter((depth) => (own === null) === (depth === 0))
      .map((depth) => {
        const others = features.filter((name) => name !== own).map(escape);
        const up = depth === 0 ? '\\./' : `(\\.\\./){${depth}}`;
        return {
          files: [`renderer/src/${own === null ? '' : `${own}/${'*/'.repeat(depth - 1)}`}*.{ts,tsx}`],
          ignores: ['**/*.test.{ts,tsx}'],
          rules: {
            'no-restricted-imports': [
              'error',
              {
                paths: rendererImports.paths,
                patterns: [
                  ...rendererImports.patterns,
                  {
                    regex: `^${up}(?!(${ON_DEMAND.map(escape).join('|')})$)(${others.join('|')})/(?!index$)(?!.*\\.css$).+`,
                    message:
                      'Use another feature through its public index.ts (add what you need to it), not its inside.',
                  },
                ],
              },
            ],
          },
        };
      }),
  );
}

export default tseslint.config(
  // `*.config.ts.*.mjs`: the bundled copy of a build configuration electron-vite writes beside it for the length of a
  // build, which `npm test` runs beside this lint: listed, then gone before it was read, it failed the lint.
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'coverage/**', '.tmp/**', '**/*.config.ts.*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', openExternalRule],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            electronImport,
            ...nodeBuiltins.map((name) => ({ name, message: 'shared/ runs everywhere: no Node.' })),
          ],
          patterns: [
            {
              regex: '^(?!zod$|intl-messageformat$|@formatjs/icu-messageformat-parser(/printer\\.js)?$|\\.)',
              message: 'shared/ may import only zod, the ICU message formatter and other shared modules.',
            },
            {
              regex: '\\.\\./(electron|renderer|team-server)/',
              message: 'shared/ may not reach into electron/, renderer/ or team-server/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', rendererImports],
    },
  },
  ...featureBoundaries(),
  {
    files: ['electron/core/**/*.ts', 'electron/browser-host/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', coreImports] },
  },
  {
    // Nothing of the core but the store and the core's assembly holds WorkspaceStore (see workspaceStoreImport).
    files: ['electron/core/**/*.ts'],
    ignores: ['electron/core/store/**', 'electron/core/create-core.ts', '**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: coreImports.paths, patterns: [...coreImports.patterns, workspaceStoreImport] },
      ],
    },
  },
  {
    // Services, the team sync and the portfolio reach the workspace through its asynchronous interface
    // (electron/core/store/workspace/workspace.ts) and units of work, never the SQLite handle: what must change
    // together is a unit of work, so the same calls can run on another engine. The store implements them.
    files: ['electron/core/services/**/*.ts', 'electron/core/team/**/*.ts', 'electron/core/portfolio/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...coreImports.paths,
            {
              name: 'better-sqlite3',
              message: 'Reach the workspace through its interface (store/workspace/workspace.ts).',
            },
          ],
          patterns: [...coreImports.patterns, workspaceStoreImport],
        },
      ],
      'no-restricted-syntax': [
        'error',
        openExternalRule,
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Change what must change together in workspace.unitOfWork(async (tx) => …), not a transaction here.',
        },
        {
          selector: "MemberExpression[property.name='db']",
          message: 'The database handle belongs to the store: use the workspace interface and its units of work.',
        },
        {
          // A synchronous repository built here would write outside the units of work, as WorkspaceStore's would.
          selector: 'ImportSpecifier[imported.name=/^create\\w*Repo$/]',
          message:
            'Repositories are the store’s: reach them through the Workspace interface (store/workspace/workspace.ts).',
        },
      ],
    },
  },

  {
    // The command line runs in plain Node (no Electron binary on a server or in cron) and reaches the app through
    // the core and the one contract, never through the window's code.
    files: ['electron/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The CLI runs without Electron: reach the app through the core.' },
            { name: 'react', message: 'The CLI has no UI.' },
          ],
          patterns: [
            { group: ['**/renderer/**'], message: 'The CLI never imports the renderer: share through shared/.' },
            { regex: '(^|/)electron/main/|^\\.\\./main/', message: 'The CLI never imports the Electron main process.' },
            { group: ['**/team-server/**'], message: 'The team server is its own program: speak to it over HTTP.' },
          ],
        },
      ],
    },
  },
  {
    // The main process and the preload script are the thin Electron shell: windows, menus, the printer and IPC.
    // They load the core and the contract, never the renderer's code or the team server.
    files: ['electron/main/**/*.ts', 'electron/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'The main process has no React: the window is the renderer.' }],
          patterns: [
            {
              group: ['**/renderer/**'],
              message: 'The main process never imports the renderer: share through shared/.',
            },
            { group: ['**/team-server/**'], message: 'The team server is its own program: speak to it over HTTP.' },
            { regex: '(^|/)electron/cli/|^\\.\\./cli/', message: 'The main process never imports the CLI.' },
          ],
        },
      ],
    },
  },
  {
    // The team server runs on a brokerage's server with plain Node: no Electron, no app core, no UI; it shares only
    // the contract (shared/team) and the error helpers with the app.
    files: ['team-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The team server runs without Electron.' },
            { name: 'react', message: 'The team server has no UI.' },
          ],
          patterns: [
            {
              regex: '^#core/|(^|/)(electron|renderer)/',
              message: 'The team server imports only the shared contract (#shared/team/*), never the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/main/system-browser.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
