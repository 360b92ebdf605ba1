// The compiled `aqar` starts here (out/cli/aqar.js): help and the version come from the texts the build made
// (help.json beside this file, help.<lang>.json for `--lang`), so they load no schema, core, database or catalogue;
// any other command loads the CLI.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HelpTable } from './help-table';
import { helpFileName, helpLang, isHelpTable, quickAnswer } from './quick-answer';

/** The build's help table in `lang`; null (the CLI answers help itself) when it is absent or not of this shape. */
function helpTable(lang: string): HelpTable | null {
  try {
    const table: unknown = JSON.parse(readFileSync(join(import.meta.dirname, helpFileName(lang)), 'utf8'));
    return isHelpTable(table) && table.lang === lang ? table : null;
  } catch {
    return null;
  }
}

const argv = process.argv.slice(2);
const lang = helpLang(argv);
const table = lang === null ? null : helpTable(lang);
const quick = table && quickAnswer(argv, table);
if (quick) {
  process.stdout.write(quick.text);
  process.exitCode = quick.code;
} else {
  const { runCli, processIo } = await import('./main');
  process.exitCode = await runCli(argv, processIo);
}
