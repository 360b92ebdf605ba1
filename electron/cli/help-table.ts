// Every help text of `aqar` in every interface language, made at build time by the CLI's own help (helpFor): the
// English into out/cli/help.json, each other language into help.<lang>.json beside it, so that the compiled CLI
// answers `--help` (with or without `--lang`) and `--version` without loading a schema, the core, a database or a
// catalogue, and reads the texts of one language only.
import { LANGS, type Lang } from '#shared/domain/lang';
import { outputCommands } from './command-outputs';
import { helpFor } from './help';
import { packageVersion } from './package-version';
import { helpFileName } from './quick-answer';

export interface HelpTable {
  version: string;
  /** The interface language the texts are worded in (`--lang`). */
  lang: string;
  /** The overview under '', each command under its words ("search-property", "saved run", "saved"). */
  texts: Record<string, string>;
  /** Commands whose help is the same whatever action follows them: any action not in `texts` takes the word's. */
  anyAction: string[];
}

/** An action no command has: its help is what every unknown action gets. */
const PROBE = '\u0000unknown-action';

export function helpTable(lang: Lang): HelpTable {
  const texts: Record<string, string> = { '': helpFor([], lang) };
  const words = new Set<string>();
  for (const key of outputCommands()) {
    const [word, action] = key.split(' ');
    words.add(word!);
    if (action) texts[`${word} ${action}`] = helpFor([word!, action], lang);
  }
  const anyAction: string[] = [];
  for (const word of words) {
    texts[word] = helpFor([word], lang);
    if (helpFor([word, PROBE], lang) === texts[word]) anyAction.push(word);
  }
  return { version: packageVersion(), lang, texts, anyAction };
}

/** Every language's table with the file the build writes it to (scripts/build-cli.mjs). */
export function helpTables(): { file: string; table: HelpTable }[] {
  return LANGS.map((lang) => ({ file: helpFileName(lang), table: helpTable(lang) }));
}
