// Usage lines of the commands beyond the operations (portfolios, saved searches, the key, the cache, usage), each
// with the output flags it really takes, read from the same table that refuses the others.
import { commandKey, outputHelp, outputsOf, type OutputFlag } from './command-outputs';
import { ref, type MessageRef } from '#shared/messages/message-ref';

interface Usage {
  args: string;
  about: string;
}

const TARGET = '--agency NAME | --developer NAME | --agent NAME | --saved NAME';

const USAGES: Readonly<Record<string, Usage>> = {
  'alerts add': {
    args: `${TARGET} --new-listings [--max-price AED] [--max-per-sqft AED] | --price-cut PCT [--min-aed AED] | --back-on-market | --gone | --new-projects [--name TEXT]  |  --location NAME --new-transactions [--purpose for-sale|for-rent] [--above-median PCT | --below-median PCT]`,
    about:
      "alert on what the watched item's snapshots differ by (a saved search not yet watched is watched; no request of its own: it reads the snapshots the schedule takes, whose cost is said), or on a place's transactions registered after those stored when it is set (read from what market loads store; a distance from the median of the 12 months before, from at least 5)",
  },
  'alerts list': { args: '', about: 'the alert rules and the snapshot each has read up to' },
  'alerts check': {
    args: '',
    about:
      'read every rule against the snapshots stored since it last read (no request); prints what is new and exits 0 whether or not any fired',
  },
  'alerts inbox': { args: '[--all]', about: 'what the alerts found, newest first; --all includes dismissed ones' },
  'alerts remove': { args: '--rule N', about: 'remove an alert rule; what it found stays in the inbox' },
  radar: {
    args: `--location NAME | ${TARGET} --purpose for-sale|for-rent [--weights days-on-market=3,price-cuts=3,premium=2,repeat-adverts=1,agency-size=1]`,
    about:
      "the current listings of a place (stored from searches) or of a watched item's latest snapshot, scored for a new mandate or a lower price from factors each shown with its value (days on market across relists, price cuts, premium over transacted, the unit's other adverts, the agency's size); no request",
  },
  'watch add': {
    args: `${TARGET} [--team]`,
    about:
      'follow a firm (or a saved search) over time; --team watches it for the whole team (pushed by aqar team sync)',
  },
  'watch list': {
    args: '[--all]',
    about: 'the watchlist; --all includes items no longer watched (their history is kept)',
  },
  'watch remove': { args: TARGET, about: 'stop watching; its snapshots stay in its history' },
  snapshot: {
    args: `--all | ${TARGET}`,
    about:
      "record every listing of the item(s) now: prints the estimate, each plan and the requests spent; never more than the month's remaining quota (exit 4 when it would be)",
  },
  history: {
    args: `${TARGET} [--every snapshot|day|week] | --listing ID [--lang L]`,
    about:
      "snapshots with counts and medians over time (every snapshot, or the last of each UAE day or week); --listing: one listing's prices and days on market",
  },
  diff: {
    args: `${TARGET} [--from SNAPSHOT] [--to SNAPSHOT] [--lang L]`,
    about:
      'added, removed and re-priced listings (default: the last two snapshots; --to alone: against the snapshot before it; --from alone: up to the last)',
  },
  portfolio: {
    args: '[--lang L]',
    about:
      "every watched item's latest snapshot and its changes. These four commands print and write the Portfolios view's own tables (--xlsx: every sheet of its export; --csv and the terminal: the first), headers and words in --lang en|ar|ru|zh (default en)",
  },
  share: {
    args: '--place NAME [--lang L]',
    about:
      'market share among the watched agencies in a place (a name several places share is refused with their ids; an id stands in)',
  },
  'saved add': {
    args: 'NAME [--team] -- <operation> <flags…> | NAME [--team] -- market <analysis> <flags…>',
    about:
      '--team shares it with the team (pushed by aqar team sync). Save a search as the operation command runs it, names kept, e.g. aqar saved add "Marina 2-bed" -- search-property --purpose for-rent --location "Dubai Marina" --rooms 2; or a market analysis as aqar market runs it, e.g. aqar saved add "Marina trend" -- market trends --location "Dubai Marina" --purpose for-sale',
  },
  'saved list': { args: '', about: 'the saved searches, with their last run and result count' },
  'saved run': {
    args: 'NAME',
    about:
      'run a saved search (its run and result count are noted); a market analysis prints as aqar market does (--json or --csv FILE)',
  },
  'saved rename': { args: 'NAME NEW', about: 'rename a saved search' },
  'saved duplicate': { args: 'NAME [NEW]', about: 'copy a saved search' },
  'saved delete': { args: 'NAME', about: 'delete a saved search (a watched one keeps its snapshots in its history)' },
  'saved export': {
    args: 'FILE',
    about: 'every saved search as a JSON file another broker can import (- for standard output)',
  },
  'saved import': {
    args: 'FILE',
    about: 'add the searches of an exported file (- for standard input); every field is checked first',
  },
  usage: { args: '', about: "requests spent today and this month, and the gateway's limits" },
  'cache stats': { args: '', about: 'the offline cache: its file, saved answers, oldest and newest' },
  'cache purge': { args: '--older-than AGE', about: 'remove saved answers older than AGE (30d, 12h, 45m)' },
  'key set': { args: '', about: 'keep the API key in the system keychain (read from standard input)' },
  'key status': { args: '', about: 'whether an API key is kept, and where' },
  'key clear': { args: '', about: 'remove the API key from the keychain' },
  'workspace status': {
    args: '',
    about:
      'whether the workspace (saved searches, watchlists, snapshots, request counts) is healthy, open read-only (and why) or damaged, and its backups',
  },
  'workspace restore': {
    args: '[--backup NAME]',
    about: 'replace the workspace with a backup (the newest by default); the file it replaces is kept beside it',
  },
  'workspace backup': { args: '', about: 'back the workspace up now (the newest seven backups are kept)' },
  'workspace start-new': {
    args: '--yes',
    about: 'start an empty workspace in place of an unreadable one (the old file is kept beside it)',
  },
  'team join': {
    args: 'URL --token INVITE [--device NAME]',
    about:
      'join the team server at URL with the invite an admin made (npm run team-server -- invite …); the member token is kept in the system keychain for this data folder (or comes from AQAR_TEAM_TOKEN, then no --token), and what the team shares is pulled',
  },
  'team status': {
    args: '',
    about: 'the team, the member and role this data folder joined as, what is shared, the outbox and the last sync',
  },
  'team sync': {
    args: '',
    about:
      'push the outbox (local changes to shared searches and watches), then pull every change after the last one pulled; exit 5 when the server cannot be reached (the outbox is kept for the next sync)',
  },
  'team leave': {
    args: '',
    about:
      'leave the team on this data folder: the member token is forgotten, and what was shared stays here as your own',
  },
  'team members': { args: '', about: "the team's members and roles (admins also see devices and last seen)" },
  'team wide': {
    args: 'saved-search|watch ID [--off]',
    about:
      "an admin makes a saved search or a watch (its id in aqar saved list / aqar watch list --json) team-wide: the team's, changed only by admins (shared first if it was not); --off gives it back to its author",
  },
  'notes list': {
    args: '[--listing ID | --building ID | --agency ID | --developer ID | --agent ID]',
    about:
      'the notes on one listing, building or firm (the newest first), or every note; with author, time and team state',
  },
  'notes add': {
    args: '--listing ID | --building ID | --agency ID | --developer ID | --agent ID --text TEXT [--name NAME] [--team]',
    about:
      'write a note on a listing, building or firm (--name: what it is, as lists of notes show it); --team shares it with the team (pushed by aqar team sync)',
  },
  'notes edit': {
    args: '--id N --text TEXT',
    about: "change a note's text (a shared note of a colleague's only as an admin)",
  },
  'notes remove': { args: '--id N', about: 'remove a note (a shared one is removed for the whole team)' },
  'brand show': { args: '', about: 'the brand client reports print: name, BRN, agency, phone, e-mail, logo and photo' },
  'brand set': {
    args: '[--name NAME] [--brn DIGITS] [--agency NAME] [--phone NUMBER] [--email ADDRESS] [--logo FILE | --remove-logo] [--photo FILE | --remove-photo]',
    about:
      'change the fields given and keep the rest (--name is needed the first time; an empty value clears a field); a logo or photo (PNG, JPEG or WebP, at most 360 KB) is copied into the workspace',
  },
};

/** "[--all-pages] [--json | --csv FILE | --xlsx FILE]": a usage line's output flags, from the table. */
function outputSuffix(takes: readonly OutputFlag[]): string {
  const files = takes.filter((f) => f === 'json' || f === 'csv' || f === 'xlsx');
  const words = files.map((f) => (f === 'json' ? '--json' : `--${f} FILE`));
  return `${takes.includes('all-pages') ? ' [--all-pages]' : ''}${words.length ? ` [${words.join(' | ')}]` : ''}`;
}

export function usageLine(key: string): string {
  const usage = USAGES[key]!;
  return `aqar ${key}${usage.args ? ` ${usage.args}` : ''}${outputSuffix(outputsOf(key) ?? [])}`;
}

/** Keys of the commands under a word ("saved" → "saved add", "saved list" …), or the word's own. */
function keysUnder(word: string): string[] {
  return Object.keys(USAGES).filter((k) => k === word || k.startsWith(`${word} `));
}

/** "Usage: aqar saved add … | aqar saved list …": every action of a command, for its errors. */
export function usageOf(word: string): string {
  return `Usage:\n${usageLinesOf(word)}`;
}

/** The usage lines of the commands under `word`, without their heading: an error's message heads them in its language. */
export function usageLinesOf(word: string): string {
  return keysUnder(word)
    .map((k) => `  ${usageLine(k)}`)
    .join('\n');
}

/** An error that shows the usage of the commands under `word` (the lines stay English, as --help shows them). */
export function usageError(word: string): MessageRef {
  return ref('error.cli.usage', { lines: usageLinesOf(word) });
}

/**
 * The help of `aqar <words> --help` for these commands: one action's usage and exact output flags, or every
 * action's usage line when no action is named. Null when the words name none of them.
 */
export function commandHelp(words: readonly string[], connection: string): string | null {
  const key = commandKey(words);
  if (key !== null && key in USAGES) {
    return `${usageLine(key)}\n  ${USAGES[key]!.about}\n\n${outputHelp(key)}\n\n${connection}\n`;
  }
  const keys = keysUnder(words[0] ?? '');
  if (keys.length === 0) return null;
  const lines = keys.map((k) => `  ${usageLine(k)}\n      ${USAGES[k]!.about}`);
  return `Usage:\n${lines.join('\n')}\n\naqar ${words[0]} ACTION --help lists one action's flags.\n\n${connection}\n`;
}
