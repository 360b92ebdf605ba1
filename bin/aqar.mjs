#!/usr/bin/env node
// The `aqar` command. It runs the CLI compiled ahead of time into out/cli (by `npm install` and `npm run build`),
// which starts in a few tenths of a second. In a checkout where a source changed since that build, it rebuilds it
// first (under a second, once), so the command always runs the code as it is. Only where the build cannot be made
// (no esbuild) does it run the TypeScript sources through tsx, which compiles them at every start (over a second),
// and it says so on standard error.
import { staleReason } from '../scripts/cli-build-state.mjs';

const root = new URL('..', import.meta.url).pathname;
let stale = staleReason(root);
if (stale) {
  try {
    const { buildCli } = await import('../scripts/build-cli.mjs');
    await buildCli({ root });
    stale = null;
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    process.stderr.write(
      `note: the compiled aqar is out of date (${stale}) and could not be rebuilt (${why}); running the TypeScript ` +
        'sources through tsx instead, which starts more slowly. `npm run build:cli` shows what fails.\n',
    );
  }
}
if (stale === null) {
  await import('../out/cli/aqar.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { runCli, processIo } = await import('../electron/cli/main.ts');
  process.exitCode = await runCli(process.argv.slice(2), processIo);
}
