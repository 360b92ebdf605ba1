// The shape of invite and member tokens: a kind, the team's id and a random secret, so a token given to the wrong
// server is recognised as another team's (and said so) rather than refused as merely unknown.
import { z } from 'zod';

export const TOKEN_KINDS = { invite: 'aqi', member: 'aqm' } as const;
export type TokenKind = keyof typeof TOKEN_KINDS;

/** `aqm.<team id, 32 hex digits>.<secret: 43 base64url characters = 32 random bytes>` */
const TOKEN = /^(aqi|aqm)\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

export interface ParsedToken {
  kind: TokenKind;
  /** The team's id as a UUID. */
  teamId: string;
}

function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reads a token's kind and team; null when it is not a team token at all. */
export function parseToken(token: string): ParsedToken | null {
  const match = TOKEN.exec(token.trim());
  if (!match) return null;
  return { kind: match[1] === 'aqi' ? 'invite' : 'member', teamId: uuidOf(match[2]!) };
}

/** Builds a token from its parts (the server makes the secret: 32 random bytes, base64url). */
export function formatToken(kind: TokenKind, teamId: string, secret: string): string {
  return `${TOKEN_KINDS[kind]}.${teamId.replaceAll('-', '').toLowerCase()}.${secret}`;
}

export const inviteTokenSchema = z
  .string()
  .trim()
  .refine((t) => parseToken(t)?.kind === 'invite', 'is not an Aqar Lens team invite (it starts with "aqi.")');

export const memberTokenSchema = z
  .string()
  .trim()
  .refine((t) => parseToken(t)?.kind === 'member', 'is not an Aqar Lens team member token (it starts with "aqm.")');
