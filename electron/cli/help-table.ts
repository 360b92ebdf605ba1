// Every help text of `aqar`, made at build time by the CLI's own help (helpFor) into out/cli/help.json, so that the
// compiled CLI answers `--help` and `--version` without loading a schema, the core or a database.
import { outputCommands } from './command-outputs';
import { helpFor, mainHelp } from './help';
import { packageVersion } from './package-version';

export interface HelpTable {
  version: string;
  /** The overview under '', each command under its words ("search-property", "saved run", "saved"). */
  texts: Record<string, string>;
  /** Commands whose help is the same whatever action follows them: any action not in `texts` takes the word's. */
  anyAction: string[];
}

/** An action no command has: its help is what every unknown action gets. */
const PROBE = '\u0000unknown-action';

export function helpTable(): HelpTable {
  const texts: Record<string, string> = { '': mainHelp() };
  const words = new Set<string>();
  for (const key of outputCommands()) {
    const [word, action] = key.split(' ');
    words.add(word!);
    if (action) texts[`${word} ${action}`] = helpFor([word!, action]);
  }
  const anyAction: string[] = [];
  for (const word of words) {
    texts[word] = helpFor([word]);
    if (helpFor([word, PROBE]) === texts[word]) anyAction.push(word);
  }
  return { version: packageVersion(), texts, anyAction };
}
