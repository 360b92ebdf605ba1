// Why a page's answer has no list to read: the key the operation expects, and what the answer holds instead, so a
// gateway that renamed its list (`hits` for listings) is told apart from a broken body.
import { escapeBidiControls } from '#shared/text/bidi-controls';
import { isRecord } from './lenient';

/** How many of the answer's keys a message names before counting the rest. */
const NAMED = 10;

/** A key of the answer as the message quotes it: JSON-quoted, controls escaped, long ones cut. */
function quoted(key: string): string {
  const short = key.length > 40 ? `${key.slice(0, 39)}…` : key;
  return escapeBidiControls(JSON.stringify(short));
}

function kindOf(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  return 'an object';
}

function listed(names: readonly string[]): string {
  const shown = names.slice(0, NAMED).map(quoted);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`;
}

/** The reason the list under `listKey` cannot be read from `data`, or null when it is there and is a list. */
export function listKeyReason(listKey: string, data: unknown): string | null {
  if (!isRecord(data)) return `its data is ${kindOf(data)}, not an object holding ${quoted(listKey)}`;
  if (!(listKey in data)) {
    const keys = Object.keys(data);
    const found = keys.length === 0 ? 'no key at all' : `${listed(keys)} instead`;
    return `its list was expected under ${quoted(listKey)}, and the answer holds ${found}`;
  }
  const list = data[listKey];
  return list === null || Array.isArray(list) ? null : `its list ${quoted(listKey)} holds ${kindOf(list)}, not a list`;
}
