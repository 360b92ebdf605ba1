// The settings in force: loaded from disk, overridden for this run by flags, changed through the settings
// channel (validated, then saved) and read by everything else at the moment it needs them.
import type { SettingsPatch } from '#shared/settings';
import { saveSettings } from './settings-file';
import type { Settings } from './settings-schema';
import { settingsSchema } from './settings-schema';

export interface SettingsState {
  get(): Settings;
  update(patch: SettingsPatch): Settings;
  onChange(listener: (settings: Settings) => void): void;
}

export function createSettingsState(initial: Settings, dataDir: string, persist: boolean): SettingsState {
  let current = initial;
  const listeners: ((settings: Settings) => void)[] = [];
  return {
    get: () => current,
    update: (patch) => {
      current = settingsSchema.parse({
        ...current,
        ...(patch.source ? { source: patch.source } : {}),
        connection: { ...current.connection, ...patch.connection },
        limits: { ...current.limits, ...patch.limits },
      });
      if (persist) saveSettings(dataDir, current);
      for (const listener of listeners) listener(current);
      return current;
    },
    onChange: (listener) => void listeners.push(listener),
  };
}
