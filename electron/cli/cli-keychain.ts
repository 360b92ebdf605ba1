// The keychain as the `aqar` command meets it. The app keeps a key for its session when no keychain answers; a
// command ends at once, so it keeps none: where no keychain service answers, it says so and points to AQAR_API_KEY.
import { openSecretStore, type OpenedSecretStore } from '#core/keychain/open-secret-store';

/** What the CLI says when no keychain service answers; `reason` is what the keychain said, when known. */
export function noKeychainMessage(reason?: string): string {
  const cause = reason?.trim() ? ` (${reason.trim()})` : '';
  return (
    `No keychain service answers on this computer${cause}, so the aqar command cannot keep an API key. ` +
    'Set AQAR_API_KEY in the environment instead.'
  );
}

/** The secret store for one CLI run, probed with the run's environment, its warning in the CLI's words. */
export async function openCliSecrets(env: NodeJS.ProcessEnv): Promise<OpenedSecretStore> {
  const opened = await openSecretStore({ env });
  return opened.backend === null && opened.warning !== null
    ? { ...opened, warning: noKeychainMessage(opened.reason) }
    : opened;
}
