// Build of every artifact: Electron main + Node entries (browser host, CLI), sandboxed preload, and the renderer.
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { viteResultsCodeMeta } from './scripts/results-code-meta.mjs';
import { viteZodEnglish } from './scripts/zod-english-messages.mjs';
import { viteIntlNumberProbe } from './scripts/intl-number-probe.mjs';
import { CLI_ONLY_MESSAGES, viteCompiledMessages, viteNoMessageParser } from './scripts/messages.mjs';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    plugins: [viteCompiledMessages()],
    build: {
      outDir: 'out/main',
      externalizeDeps: true,
      rollupOptions: {
        // Native keychain bindings stay outside the bundle: keytar is optional (it may not have built) and both
        // are loaded lazily, so a missing one is a clear fallback at run time, never a build failure.
        external: ['keytar', '@napi-rs/keyring'],
        input: {
          index: resolve(root, 'electron/main/index.ts'),
          'browser-host': resolve(root, 'electron/browser-host/index.ts'),
          // The core's worker thread (demo market, aggregations, exports), found beside the bundle at run time.
          worker: resolve(root, 'electron/core/worker/worker-main.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can only require `electron`: bundle everything else (zod, the contract) into it.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [
      react(),
      viteZodEnglish(),
      viteIntlNumberProbe(),
      viteResultsCodeMeta(),
      viteCompiledMessages({ omit: CLI_ONLY_MESSAGES }),
      viteNoMessageParser(),
    ],
    build: {
      outDir: resolve(root, 'out/renderer'),
      // electron-vite leaves the renderer unminified; minified, Chromium has half the script to parse and compile
      // before the first form appears (and the window's first script is measured minified: test/build).
      minify: true,
      rollupOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
        // Dependencies' JSDoc (recharts' es-toolkit documents `await import('node:vm')`) has no place in the shipped
        // page, and would read as a Node import to the bundle check; licence comments stay.
        output: {
          comments: { legal: true, annotation: true, jsdoc: false },
          // Everything the entry imports statically (the shell, the forms, React) in one chunk, not the seventeen
          // small ones the split made of what the entry shares with the lazy views: the host answers a page over
          // six connections at most, and each round of requests cost the form a round trip before it could run.
          codeSplitting: {
            groups: [
              { name: 'start', tags: ['$initial'] },
              // What shows a search's results beside the grid (its toolbar and its pin and export buttons, the grid's
              // column definitions, the bar that fetches every page, and the collapsed filters' summary, which words a
              // sort by a column's header, with what they import that the start has not), in one chunk rather than
              // some thirty: the window fetches it while idle, and a search sent meanwhile waited behind those requests
              // for a connection to the host. The views that share a piece of it load it whole (about 80 kB).
              {
                name: 'results',
                test: (id: string) =>
                  /renderer[\\/]src[\\/](research[\\/](ResultsToolbar|FilterSummary|FetchAllBar)\.tsx|export[\\/]GridActions\.tsx|grid[\\/](columns[\\/][\w-]+|rent)\.ts)$/.test(
                    id,
                  ),
              },
            ],
          },
        },
      },
    },
  },
});
