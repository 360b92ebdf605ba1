// The compiled `aqar` starts here (out/cli/aqar.js): help and the version come from the texts the build made
// (help.json beside this file), so they load no schema, core or database; any other command loads the CLI.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HelpTable } from './help-table';
import { isHelpTable, quickAnswer } from './quick-answer';

/** The build's help table; null (the CLI answers help itself) when it is absent or not of this shape. */
function helpTable(): HelpTable | null {
  try {
    const table: unknown = JSON.parse(readFileSync(join(import.meta.dirname, 'help.json'), 'utf8'));
    return isHelpTable(table) ? table : null;
  } catch {
    return null;
  }
}

const argv = process.argv.slice(2);
const table = helpTable();
const quick = table && quickAnswer(argv, table);
if (quick) {
  process.stdout.write(quick.text);
  process.exitCode = quick.code;
} else {
  const { runCli, processIo } = await import('./main');
  process.exitCode = await runCli(argv, processIo);
}
