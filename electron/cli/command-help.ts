// Usage lines of the commands beyond the operations (portfolios, saved searches, the key, the cache, usage), each
// with the output flags it really takes, read from the same table that refuses the others, and what each does as a
// message of the catalogue (`cli.help.about.*`), worded in the language of the help.
import { LANGS } from '#shared/domain/lang';
import { commandKey, outputHelp, outputsOf, type OutputFlag } from './command-outputs';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { formatRef } from '#shared/messages/format-message';
import type { Say } from '#shared/messages/say-in';

interface Usage {
  /** What follows the command's words: flags and placeholders, typed as they are in every language. */
  args: string;
  /** What the command does, worded in the language of the help. */
  about: MessageRef;
}

const TARGET = '--agency NAME | --developer NAME | --agent NAME | --saved NAME';

/** The command lines `aqar saved add`'s help gives as examples: typed as they are, in every language. */
const SAVED_EXAMPLES = {
  searchExample:
    'aqar saved add "Marina 2-bed" -- search-property --purpose for-rent --location "Dubai Marina" --rooms 2',
  marketExample: 'aqar saved add "Marina trend" -- market trends --location "Dubai Marina" --purpose for-sale',
};

const USAGES = {
  'alerts add': {
    args: `${TARGET} --new-listings [--max-price AED] [--max-per-sqft AED] | --price-cut PCT [--min-aed AED] | --back-on-market | --gone | --new-projects [--name TEXT]  |  --location NAME --new-transactions [--purpose for-sale|for-rent] [--above-median PCT | --below-median PCT]`,
    about: ref('cli.help.about.alertsAdd'),
  },
  'alerts list': { args: '', about: ref('cli.help.about.alertsList') },
  'alerts check': { args: '', about: ref('cli.help.about.alertsCheck') },
  'alerts inbox': { args: '[--all]', about: ref('cli.help.about.alertsInbox') },
  'alerts remove': { args: '--rule N', about: ref('cli.help.about.alertsRemove') },
  radar: {
    args: `--location NAME | ${TARGET} --purpose for-sale|for-rent [--weights days-on-market=3,price-cuts=3,premium=2,repeat-adverts=1,agency-size=1]`,
    about: ref('cli.help.about.radar'),
  },
  'watch add': { args: `${TARGET} [--team]`, about: ref('cli.help.about.watchAdd') },
  'watch list': { args: '[--all]', about: ref('cli.help.about.watchList') },
  'watch remove': { args: TARGET, about: ref('cli.help.about.watchRemove') },
  snapshot: { args: `--all | ${TARGET}`, about: ref('cli.help.about.snapshot') },
  history: {
    args: `${TARGET} [--every snapshot|day|week] | --listing ID [--lang L]`,
    about: ref('cli.help.about.history'),
  },
  diff: { args: `${TARGET} [--from SNAPSHOT] [--to SNAPSHOT] [--lang L]`, about: ref('cli.help.about.diff') },
  portfolio: { args: '[--lang L]', about: ref('cli.help.about.portfolio', { langs: LANGS.join('|') }) },
  share: { args: '--place NAME [--lang L]', about: ref('cli.help.about.share') },
  'saved add': {
    args: 'NAME [--team] -- <operation> <flags…> | NAME [--team] -- market <analysis> <flags…>',
    about: ref('cli.help.about.savedAdd', SAVED_EXAMPLES),
  },
  'saved list': { args: '', about: ref('cli.help.about.savedList') },
  'saved run': { args: 'NAME', about: ref('cli.help.about.savedRun') },
  'saved rename': { args: 'NAME NEW', about: ref('cli.help.about.savedRename') },
  'saved duplicate': { args: 'NAME [NEW]', about: ref('cli.help.about.savedDuplicate') },
  'saved delete': { args: 'NAME', about: ref('cli.help.about.savedDelete') },
  'saved export': { args: 'FILE', about: ref('cli.help.about.savedExport') },
  'saved import': { args: 'FILE', about: ref('cli.help.about.savedImport') },
  usage: { args: '', about: ref('cli.help.about.usage') },
  'cache stats': { args: '', about: ref('cli.help.about.cacheStats') },
  'cache purge': { args: '--older-than AGE', about: ref('cli.help.about.cachePurge') },
  'key set': { args: '', about: ref('cli.help.about.keySet') },
  'key status': { args: '', about: ref('cli.help.about.keyStatus') },
  'key clear': { args: '', about: ref('cli.help.about.keyClear') },
  'workspace status': { args: '', about: ref('cli.help.about.workspaceStatus') },
  'workspace restore': { args: '[--backup NAME]', about: ref('cli.help.about.workspaceRestore') },
  'workspace backup': { args: '', about: ref('cli.help.about.workspaceBackup') },
  'workspace start-new': { args: '--yes', about: ref('cli.help.about.workspaceStartNew') },
  'team join': { args: 'URL --token INVITE [--device NAME]', about: ref('cli.help.about.teamJoin') },
  'team status': { args: '', about: ref('cli.help.about.teamStatus') },
  'team sync': { args: '', about: ref('cli.help.about.teamSync') },
  'team leave': { args: '', about: ref('cli.help.about.teamLeave') },
  'team members': { args: '', about: ref('cli.help.about.teamMembers') },
  'team wide': { args: 'saved-search|watch ID [--off]', about: ref('cli.help.about.teamWide') },
  'notes list': {
    args: '[--listing ID | --building ID | --agency ID | --developer ID | --agent ID]',
    about: ref('cli.help.about.notesList'),
  },
  'notes add': {
    args: '--listing ID | --building ID | --agency ID | --developer ID | --agent ID --text TEXT [--name NAME] [--team]',
    about: ref('cli.help.about.notesAdd'),
  },
  'notes edit': { args: '--id N --text TEXT', about: ref('cli.help.about.notesEdit') },
  'notes remove': { args: '--id N', about: ref('cli.help.about.notesRemove') },
  'brand show': { args: '', about: ref('cli.help.about.brandShow') },
  'brand set': {
    args: '[--name NAME] [--brn DIGITS] [--agency NAME] [--phone NUMBER] [--email ADDRESS] [--logo FILE | --remove-logo] [--photo FILE | --remove-photo]',
    about: ref('cli.help.about.brandSet'),
  },
} satisfies Readonly<Record<string, Usage>>;

/** A command of the table above: "saved add", "history" …; each has its `about` message in every language. */
export type UsageKey = keyof typeof USAGES;

/** Every command of the table, in its order. */
export const USAGE_KEYS = Object.keys(USAGES) as readonly UsageKey[];

function isUsageKey(key: string): key is UsageKey {
  return Object.hasOwn(USAGES, key);
}

/** "[--all-pages] [--json | --csv FILE | --xlsx FILE]": a usage line's output flags, from the table. */
function outputSuffix(takes: readonly OutputFlag[]): string {
  const files = takes.filter((f) => f === 'json' || f === 'csv' || f === 'xlsx');
  const words = files.map((f) => (f === 'json' ? '--json' : `--${f} FILE`));
  return `${takes.includes('all-pages') ? ' [--all-pages]' : ''}${words.length ? ` [${words.join(' | ')}]` : ''}`;
}

export function usageLine(key: UsageKey): string {
  const usage: Usage = USAGES[key];
  return `aqar ${key}${usage.args ? ` ${usage.args}` : ''}${outputSuffix(outputsOf(key) ?? [])}`;
}

/** Keys of the commands under a word ("saved" → "saved add", "saved list" …), or the word's own. */
function keysUnder(word: string): UsageKey[] {
  return USAGE_KEYS.filter((k) => k === word || k.startsWith(`${word} `));
}

/** The usage lines of the commands under `word`, without their heading: an error's message heads them in its language. */
export function usageLinesOf(word: string): string {
  return keysUnder(word)
    .map((k) => `  ${usageLine(k)}`)
    .join('\n');
}

/** An error that shows the usage of the commands under `word` (the lines are flags and placeholders, no words). */
export function usageError(word: string): MessageRef {
  return ref('error.cli.usage', { lines: usageLinesOf(word) });
}

/** What the command of `key` does, in the language of `say`. */
export function aboutOf(key: UsageKey, say: Say): string {
  return formatRef(say.lang, USAGES[key].about);
}

/**
 * The help of `aqar <words> --help` for these commands: one action's usage and exact output flags, or every
 * action's usage line when no action is named. Null when the words name none of them.
 */
export function commandHelp(words: readonly string[], connection: string, say: Say): string | null {
  const key = commandKey(words);
  if (key !== null && isUsageKey(key)) {
    return `${usageLine(key)}\n  ${aboutOf(key, say)}\n\n${outputHelp(key, say)}\n\n${connection}\n`;
  }
  const keys = keysUnder(words[0] ?? '');
  if (keys.length === 0) return null;
  const lines = keys.map((k) => `  ${usageLine(k)}\n      ${aboutOf(k, say)}`);
  return `${say('cli.help.usage')}\n${lines.join('\n')}\n\n${say('cli.help.actionHelp', { command: words[0] ?? '' })}\n\n${connection}\n`;
}
