// Making and keeping tokens: 32 random bytes each, with the team's id in the prefix; the server keeps only the
// sha-256 of a token, so a stolen database copy holds no usable token.
import { createHash, randomBytes } from 'node:crypto';
import { formatToken, type TokenKind } from '#shared/team/tokens';

export const TOKEN_BYTES = 32;

export function makeToken(kind: TokenKind, teamId: string): string {
  return formatToken(kind, teamId, randomBytes(TOKEN_BYTES).toString('base64url'));
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token.trim(), 'utf8').digest();
}
