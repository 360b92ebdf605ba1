#!/usr/bin/env node
// Builds the `aqar` CLI ahead of time into out/cli with esbuild, in under a second, so that a command starts as
// compiled JavaScript rather than TypeScript compiled at every start:
//   aqar.js      the entry: answers --help and --version from help.json, and loads the CLI for anything else
//   main.js      the CLI (runCli), whose commands load their own code when run (chunks/, shared between files)
//   worker.js    the core's worker thread, found beside the CLI as the app finds its own
//   help.json    every help text and the version, made here by the CLI's own help (electron/cli/help-table.ts);
//                help.<lang>.json the same in each other interface language (`aqar --help --lang ar`)
//   manifest.json  the files the build was made from, with sizes and times (see cli-build-state.mjs)
// Run by `npm install` (prepare, with --if-possible), `npm run build`, and bin/aqar.mjs when a source changed.
// Each file is written under a temporary name and renamed, chunks are named by their content and old ones are kept
// an hour: a command already running while another rebuilds goes on loading the chunks it was built with.
//   node scripts/build-cli.mjs [--if-possible] [--quiet]
//   --if-possible  a failed build is a note, never a failure (an install must not fail over it: aqar then runs
//                  the TypeScript sources through tsx, as it says)
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLI_OUT, MANIFEST, MANIFEST_VERSION } from './cli-build-state.mjs';
import { esbuildZodEnglish } from './zod-english-messages.mjs';
import { esbuildCompiledMessages } from './messages.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OLD_CHUNK_MS = 3_600_000;

/** Writes `file` whole or not at all: a reader sees the old content or the new, never a part. */
function writeWhole(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** Removes chunks and leftovers of earlier builds once they are an hour old (a running command may still need one). */
function prune(outDir, keep) {
  const now = Date.now();
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (keep.has(file)) continue;
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats && now - stats.mtimeMs > OLD_CHUNK_MS) rmSync(file, { force: true });
  }
}

/**
 * Dependencies load from node_modules as they are (native bindings, optional ones, exceljs in the worker), except
 * those bundled: zod is about eighty small modules, and resolving and compiling each at every start cost more than
 * the rest of a cached search's start-up.
 */
const BUNDLED = new Set(['zod']);

function externals(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const names = Object.keys({
    ...manifest.dependencies,
    ...manifest.optionalDependencies,
    ...manifest.devDependencies,
  });
  return names.filter((name) => !BUNDLED.has(name)).flatMap((name) => [name, `${name}/*`]);
}

/**
 * Builds the CLI into `root`/out/cli; returns the time it took and the files written.
 * @param {{ root?: string }} [options]
 * @returns {Promise<{ ms: number, files: string[] }>}
 */
export async function buildCli({ root = ROOT } = {}) {
  const started = performance.now();
  const { build } = await import('esbuild');
  const outDir = join(root, CLI_OUT);
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      aqar: 'electron/cli/entry.ts',
      main: 'electron/cli/main.ts',
      worker: 'electron/core/worker/worker-main.ts',
      'help-table': 'electron/cli/help-table.ts',
    },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: externals(root),
    plugins: [esbuildZodEnglish, esbuildCompiledMessages],
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'error',
    legalComments: 'none',
  });
  const written = new Set();
  // Chunks first and the entry last: a command that starts meanwhile finds every file its entry names.
  const order = (path) => (path.includes(`${CLI_OUT}/chunks/`) ? 0 : path.endsWith('aqar.js') ? 2 : 1);
  for (const file of [...result.outputFiles].sort((a, b) => order(a.path) - order(b.path))) {
    writeWhole(file.path, file.contents);
    written.add(file.path);
  }

  // The help texts in every language, made by the CLI's own help functions from the code just built.
  const helpModule = pathToFileURL(join(outDir, 'help-table.js'));
  helpModule.search = `?build=${Date.now()}`;
  const { helpTables } = await import(helpModule.href);
  for (const { file, table } of helpTables()) {
    const helpFile = join(outDir, file);
    writeWhole(helpFile, `${JSON.stringify(table)}\n`);
    written.add(helpFile);
  }

  const inputs = {};
  const sources = [
    // Files only: the plugin's stand-in module is named in its own namespace.
    ...Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('zod-english-messages:')),
    relative(root, fileURLToPath(import.meta.url)),
    relative(root, join(dirname(fileURLToPath(import.meta.url)), 'cli-build-state.mjs')),
    relative(root, join(dirname(fileURLToPath(import.meta.url)), 'zod-english-messages.mjs')),
    'package.json',
  ];
  for (const source of sources) {
    const stats = statSync(join(root, source));
    inputs[source] = [stats.size, stats.mtimeMs];
  }
  const manifestFile = join(outDir, MANIFEST);
  writeWhole(manifestFile, `${JSON.stringify({ version: MANIFEST_VERSION, inputs }, null, 1)}\n`);
  written.add(manifestFile);
  prune(outDir, written);
  return { ms: performance.now() - started, files: [...written].map((f) => relative(root, f)) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ifPossible = process.argv.includes('--if-possible');
  const quiet = process.argv.includes('--quiet');
  try {
    const { ms, files } = await buildCli();
    if (!quiet) console.log(`aqar CLI built into ${CLI_OUT} in ${Math.round(ms)} ms (${files.length} files)`);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (!ifPossible) {
      console.error(`The aqar CLI could not be built: ${why}`);
      process.exit(1);
    }
    console.warn(
      `note: the aqar CLI could not be built ahead of time (${why.split('\n')[0]}); aqar will run the TypeScript ` +
        'sources through tsx, which starts more slowly. Run `npm run build:cli` to see why.',
    );
  }
}
