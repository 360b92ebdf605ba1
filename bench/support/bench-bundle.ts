// Benchmarks that weigh a process's memory run built code, as the app does: Electron and browser mode run bundles
// (out/main/worker.js beside them), while the TypeScript sources load tsx in the process and again in every worker
// thread, about 25 MB per thread that no broker's app carries. This bundles a benchmark's child script with the
// core's worker beside it (the core finds worker.js next to the module that started it), into out/bench-bundle/,
// inside the project so that dependencies resolve from node_modules as the app's do.
import { join, resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');

/** Builds `entries` (name → source file) with the worker; returns the folder holding `<name>.js` and worker.js. */
export async function buildBenchBundle(entries: Record<string, string>): Promise<string> {
  const outDir = join(ROOT, 'out/bench-bundle');
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      ssr: true,
      rollupOptions: {
        input: { worker: join(ROOT, 'electron/core/worker/worker-main.ts'), ...entries },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  });
  return outDir;
}
