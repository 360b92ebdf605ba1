// AQAR_API_KEY, bound to where this run may send it: the connection profile's own gateway, or a base URL given in
// the same run (--base-url or AQAR_BASE_URL). A base URL found only in the settings file is not enough, so a
// hand-edited settings file cannot send the environment's key elsewhere. (The keychain's key has its own binding.)
import type { ResolvedConnection } from '#shared/connection-profile';
import { PermanentFailure } from '#core/client/retry';
import { profileById } from '#core/profiles/profiles';
import { ref } from '#shared/messages/message-ref';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * The key source for a run with AQAR_API_KEY set. `runBaseUrl` is the base URL this run named, if any;
 * `connection` the connection in force when a request is made.
 */
export function boundEnvKey(
  key: string,
  runBaseUrl: string | undefined,
  connection: () => ResolvedConnection,
): () => Promise<string> {
  return async () => {
    const { baseUrl, profileId } = connection();
    const allowed = [profileById(profileId).baseUrl, ...(runBaseUrl ? [runBaseUrl] : [])].map(originOf);
    if (allowed.includes(originOf(baseUrl))) return key;
    throw new PermanentFailure(
      'validation',
      ref('error.cli.envKeyBound', {
        profile: profileId,
        gateway: allowed[0] ?? '',
        origin: originOf(baseUrl),
        baseUrl,
      }),
      { field: 'AQAR_API_KEY' },
    );
  };
}
