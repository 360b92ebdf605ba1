// `aqar` as bin/aqar.mjs ran it before the CLI was built ahead of time: the TypeScript sources, compiled by tsx at
// every start (`node --import tsx bench/support/cli-from-sources.ts …`). The CLI benchmark prints it beside the build.
import { processIo, runCli } from '../../electron/cli/main';

process.exitCode = await runCli(process.argv.slice(2), processIo);
