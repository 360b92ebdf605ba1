#!/usr/bin/env node
// The `aqar` command: runs the TypeScript CLI through tsx, so a checkout needs no build step.
import { register } from 'tsx/esm/api';

register();
const { runCli, processIo } = await import('../electron/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2), processIo);
