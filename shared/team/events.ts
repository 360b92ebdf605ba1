// Server-sent events of GET /v1/events: `change` when something new can be pulled, `revoked` just before the
// stream of a revoked member is closed; comment lines are heartbeats.
import { z } from 'zod';
import { cursorSchema } from './basics';
import { messageRefSchema } from '../messages/message-ref';

export const TEAM_EVENTS = {
  /** The newest change on the server: pull if your cursor is behind it. Sent once on connecting too. */
  change: z.strictObject({ cursor: cursorSchema }),
  /** Access was revoked: the stream closes after this event. */
  /**
   * `said`: the sentence as a message of the catalogue (absent from a server of an earlier version; dropped when it
   * names a message this laptop does not have yet, the English message standing for it). Read leniently, as the
   * error answers are (errors.ts): a field a later server adds is left aside.
   */
  revoked: z.object({ message: z.string(), said: messageRefSchema.optional().catch(undefined) }),
} as const;
export type TeamEventName = keyof typeof TEAM_EVENTS;
export type TeamEvent = { [E in TeamEventName]: { event: E; data: z.infer<(typeof TEAM_EVENTS)[E]> } }[TeamEventName];

/** Seconds between heartbeat comments, so proxies keep the stream open and laptops notice a dead one. */
export const HEARTBEAT_SECONDS = 15;

/** Reads one `event:`/`data:` block; null for a comment, an unknown event or data that does not parse. */
export function parseTeamEvent(block: string): TeamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const at = line.indexOf(':');
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (!(event in TEAM_EVENTS) || data.length === 0) return null;
  const name = event as TeamEventName;
  let json: unknown;
  try {
    json = JSON.parse(data.join('\n'));
  } catch {
    return null;
  }
  const parsed = TEAM_EVENTS[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as TeamEvent) : null;
}
