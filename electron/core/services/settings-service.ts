// Settings, the API key and the connection test. The key goes in, is stored in the keychain bound to the connection
// it was entered for, and never comes back out: callers only learn whether one is stored. Changing where requests
// go (base URL, gateway host, key header) while a key is stored removes the key, unless the broker confirms, in a
// dialog the renderer cannot answer by itself, that the key may go to the new connection.
import { AppFailure, englishOf } from '#shared/errors';
import type { ConnectionTestResult } from '#shared/ipc/contract';
import type { SettingsPatch, SettingsView } from '#shared/settings';
import { connectionView, profileById, resolveConnection } from '../profiles/profiles';
import type { DataRuntime } from '../data/data-runtime';
import { bindingChange, keyBinding, type ApiKeyVault, type BindingChange } from '../keychain/api-key-vault';
import type { OpenedSecretStore } from '../keychain/open-secret-store';
import type { NoticeBoard } from '../notices';
import type { SettingsState } from '../settings/settings-state';
import { ref } from '#shared/messages/message-ref';

/** Asks the person (never the renderer) whether the stored key may follow a changed connection. */
/** Asks whether the stored key may follow a changed connection, told which part of it changed and how. */
export type ConfirmKeyTransfer = (change: BindingChange) => Promise<boolean>;

export interface SettingsServiceDeps {
  state: SettingsState;
  secrets: () => Promise<OpenedSecretStore>;
  vault: ApiKeyVault;
  data: DataRuntime;
  notices: NoticeBoard;
  confirmKeyTransfer?: ConfirmKeyTransfer;
}

export class SettingsService {
  constructor(private readonly deps: SettingsServiceDeps) {}

  async view(): Promise<SettingsView> {
    const { store, warning } = await this.deps.secrets();
    const settings = this.deps.state.get();
    return {
      source: settings.source,
      ...connectionView(settings.connection),
      limits: settings.limits,
      workOffline: settings.workOffline,
      keyStored: await this.deps.vault.has(),
      keyStorage: store.kind,
      keyStorageWarning: warning === null ? null : englishOf(warning),
      ...(warning === null ? {} : { keyStorageSaid: warning }),
    };
  }

  async update(patch: SettingsPatch): Promise<SettingsView> {
    // An unknown profile is refused here, naming the known ones (a settings file naming one still loads).
    if (patch.connection?.profile !== undefined) profileById(patch.connection.profile);
    const saved = this.deps.state.get().connection;
    const before = resolveConnection(saved);
    const after = resolveConnection({
      ...saved,
      ...patch.connection,
      profile: patch.connection?.profile ?? saved.profile,
    });
    if (keyBinding(before) !== keyBinding(after) && (await this.deps.vault.has())) {
      // Named by the part that changed: a changed key header leaves the host as it was.
      const changed = bindingChange(keyBinding(before), keyBinding(after));
      const confirmed = await this.deps.confirmKeyTransfer?.(changed);
      if (confirmed) {
        this.deps.state.update(patch);
        await this.deps.vault.rebind(resolveConnection(this.deps.state.get().connection));
        return this.view();
      }
      await this.deps.vault.clear();
      this.deps.notices.raise({
        level: 'warning',
        code: 'key-removed',
        said: ref('notice.key.removed', {
          part: changed.part === 'host value' ? 'host' : changed.part === 'key header' ? 'header' : 'address',
          was: changed.was,
          now: changed.now,
        }),
      });
    }
    this.deps.state.update(patch);
    return this.view();
  }

  async setKey(key: string): Promise<SettingsView> {
    await this.deps.vault.set(key, resolveConnection(this.deps.state.get().connection));
    return this.view();
  }

  async clearKey(): Promise<SettingsView> {
    await this.deps.vault.clear();
    return this.view();
  }

  async testConnection(): Promise<ConnectionTestResult> {
    const started = performance.now();
    const source = this.deps.state.get().source;
    try {
      await this.deps.data.client.healthCheck();
      const latencyMs = Math.round(performance.now() - started);
      const where = source === 'demo' ? 'The built-in demo service' : 'The data service';
      return { ok: true, source, message: `${where} answered in ${latencyMs} ms.`, latencyMs };
    } catch (error) {
      const failure =
        error instanceof AppFailure
          ? error.appError
          : { code: 'internal' as const, message: 'The test failed unexpectedly.' };
      return {
        ok: false,
        source,
        message: failure.message,
        error: failure,
        latencyMs: Math.round(performance.now() - started),
      };
    }
  }
}
