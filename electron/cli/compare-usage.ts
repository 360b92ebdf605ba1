// The usage lines of `aqar compare` and its boards, worded in a language: what `aqar compare --help` shows and what
// a refused compare command quotes. The command lines are typed as they are in every language; their notes are
// messages (`cli.help.compare.*`).
import { LANGS } from '#shared/domain/lang';
import { COMPARE_KINDS } from '#shared/compare/compare-kinds';
import type { Say } from '#shared/messages/say-in';

/** `aqar compare board …`, without a heading. */
export function boardUsage(say: Say): string {
  return `  aqar compare board save KIND --name NAME [--team] [--id BOARD]   ${say('cli.help.compare.boardSave')}
  aqar compare board list [--json]
  aqar compare board open BOARD
  aqar compare board remove BOARD`;
}

/** Every `aqar compare …` line, the boards' included, and the kinds there are; without a heading. */
export function compareUsage(say: Say): string {
  return `  aqar compare add KIND ID… | aqar compare add KIND --name NAME   ${say('cli.help.compare.byName')}
  aqar compare list KIND [--json]
  aqar compare remove KIND ID
  aqar compare clear KIND
  aqar compare show KIND [--lang ${LANGS.join('|')}] [--refresh] [--json]
  aqar compare export KIND [--xlsx FILE] [--csv FILE|-] [--lang …] [--display-unit sqft|sqm]   ${say('cli.help.compare.atLeastOne')}
${boardUsage(say)}
${say('cli.help.compare.kinds', { kinds: COMPARE_KINDS.join(', ') })}`;
}
