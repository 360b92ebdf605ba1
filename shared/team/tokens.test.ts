import { describe, expect, it } from 'vitest';
import { formatToken, inviteTokenSchema, memberTokenSchema, parseToken } from './tokens';

const TEAM = '0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const SECRET = 'A'.repeat(43);

describe('team tokens', () => {
  it('carry their kind and their team, so another server’s token is recognised as such', () => {
    const member = formatToken('member', TEAM, SECRET);
    expect(member).toBe(`aqm.0f8e2a4c1b3d4e5f8a9b0c1d2e3f4a5b.${SECRET}`);
    expect(parseToken(member)).toEqual({ kind: 'member', teamId: TEAM });
    expect(parseToken(formatToken('invite', TEAM, SECRET))).toEqual({ kind: 'invite', teamId: TEAM });
  });

  it('are refused when they are not team tokens, or the wrong kind, with what they should start with', () => {
    expect(parseToken('Bearer nonsense')).toBeNull();
    expect(parseToken(`aqm.${'0'.repeat(32)}.short`)).toBeNull();
    expect(memberTokenSchema.safeParse(formatToken('invite', TEAM, SECRET)).error?.issues[0]?.message).toMatch(
      /starts with "aqm\."/,
    );
    expect(inviteTokenSchema.safeParse(` ${formatToken('invite', TEAM, SECRET)}\n`).success).toBe(true);
  });
});
