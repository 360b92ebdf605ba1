// Where this data folder's team member token lives: the OS keychain, one entry per data folder (so two data folders
// on one machine are two members), or AQAR_TEAM_TOKEN for a run on a machine without a keychain service, as
// AQAR_API_KEY stands in for the API key. The token is never written to the workspace, a log or an answer.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { AppFailure } from '#shared/errors';
import { memberTokenSchema } from '#shared/team/tokens';
import type { SecretStore } from '../keychain/secret-store';
import { ref } from '#shared/messages/message-ref';

/** The keychain account of a data folder's member token. */
export function teamTokenAccount(dataDir: string): string {
  return `team-member-token:${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 24)}`;
}

export interface MemberTokenKeeper {
  /** The member token of this data folder, or null when none is kept. */
  get(): Promise<string | null>;
  /** Keeps the token; refuses (before anything is spent) where it could not outlive this run. */
  set(token: string): Promise<void>;
  clear(): Promise<void>;
  /** AQAR_TEAM_TOKEN is set: it is the token, whatever the keychain holds. */
  readonly fromEnvironment: boolean;
  /**
   * Where a kept token lives: the environment, the OS keychain, or this app session's memory (no keychain service
   * answers, so it is gone when the app closes and the broker must join again).
   */
  where(): Promise<'environment' | 'keychain' | 'session'>;
  /** Says whether a token given now would be kept beyond this run (a keychain, or the app's session). */
  assertCanKeep(): Promise<void>;
}

export interface MemberTokenOptions {
  dataDir: string;
  secrets: () => Promise<SecretStore>;
  /** AQAR_TEAM_TOKEN, when set. */
  envToken?: string | undefined;
  /** A command ends at once: a token in session memory would be lost before it is used. */
  host: 'cli' | 'app';
}

export function memberTokenKeeper(options: MemberTokenOptions): MemberTokenKeeper {
  const account = teamTokenAccount(options.dataDir);
  const envToken = options.envToken?.trim() || null;
  // Checked when first read, so a malformed variable fails the team commands only, with its name.
  const checkedEnv = (): string | null => {
    if (envToken !== null && !memberTokenSchema.safeParse(envToken).success) {
      throw new AppFailure('validation', ref('error.team.envToken'), { field: 'AQAR_TEAM_TOKEN' });
    }
    return envToken;
  };
  const assertCanKeep = async (): Promise<void> => {
    if (envToken !== null) return;
    const store = await options.secrets();
    if (store.kind === 'memory' && options.host === 'cli') {
      throw new AppFailure('validation', ref('error.team.noKeychainForToken'), { field: 'token' });
    }
  };
  return {
    fromEnvironment: envToken !== null,
    assertCanKeep,
    where: async () =>
      envToken !== null ? 'environment' : (await options.secrets()).kind === 'memory' ? 'session' : 'keychain',
    get: async () => checkedEnv() ?? (await (await options.secrets()).get(account)),
    set: async (token) => {
      if (envToken !== null) return;
      await assertCanKeep();
      await (await options.secrets()).set(account, token);
    },
    clear: async () => {
      await (await options.secrets()).clear(account);
    },
  };
}
