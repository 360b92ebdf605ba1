// The keychain as the `aqar` command meets it. The app keeps a key for its session when no keychain answers; a
// command ends at once, so it keeps none: where no keychain service answers, it says so and points to AQAR_API_KEY.
import { openSecretStore, type OpenedSecretStore } from '#core/keychain/open-secret-store';
import { ref, type MessageRef } from '#shared/messages/message-ref';

/** What the CLI says when no keychain service answers; `reason` is what the keychain said, when known. */
export function noKeychainMessage(reason?: string): MessageRef {
  const cause = reason?.trim();
  return cause ? ref('cli.keychain.noneBecause', { reason: cause }) : ref('cli.keychain.none');
}

/** The secret store for one CLI run, probed with the run's environment, its warning in the CLI's words. */
export async function openCliSecrets(env: NodeJS.ProcessEnv): Promise<OpenedSecretStore> {
  const opened = await openSecretStore({ env });
  return opened.backend === null && opened.warning !== null
    ? { ...opened, warning: noKeychainMessage(opened.reason) }
    : opened;
}
