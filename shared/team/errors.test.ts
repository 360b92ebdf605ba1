// How a laptop reads the team server's error answers across versions.
import { describe, expect, it } from 'vitest';
import { teamErrorBodySchema } from './errors';
import { TEAM_EVENTS } from './events';

describe('team error answers', () => {
  it('reads an answer of a later server: a field it adds is left aside, a message unknown here dropped', () => {
    const later = {
      error: {
        code: 'forbidden',
        message: 'Only an admin can invite.',
        said: { id: 'error.team.someMessageOfALaterVersion', args: {} },
        hint: 'a field of a later version',
      },
      requestId: 'r-1',
    };
    const parsed = teamErrorBodySchema.parse(later);
    expect(parsed.error.message).toBe('Only an admin can invite.');
    expect(parsed.error.said).toBeUndefined();
    expect(parsed.error).not.toHaveProperty('hint');
    const known = teamErrorBodySchema.parse({
      error: { code: 'forbidden', message: 'x', said: { id: 'shell.appName', args: {} } },
    });
    expect(known.error.said).toEqual({ id: 'shell.appName', args: {} });
  });

  it('still refuses an answer that is not an error of the team server', () => {
    expect(teamErrorBodySchema.safeParse({ error: { code: 'no-such-code', message: 'x' } }).success).toBe(false);
    expect(teamErrorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('reads a revoked event of a later server by its message', () => {
    const parsed = TEAM_EVENTS.revoked.parse({ message: 'Revoked.', said: { id: 'nope.nope', args: {} }, by: 'x' });
    expect(parsed).toEqual({ message: 'Revoked.' });
  });
});
