// The settings in force: the saved settings (settings.json) with this run's overrides (CLI flags, browser-mode
// flags, tests) on top. Changes through the settings channel are validated and saved; overrides never are, so a
// `--base-url` given to one run does not become the broker's setting.
import type { ConnectionSettingsPatch } from '#shared/connection-profile';
import type { SettingsPatch } from '#shared/settings';
import { saveSettings } from './settings-file';
import { settingsSchema, type Settings } from './settings-schema';

export interface SettingsOverride {
  source?: Settings['source'];
  /** A profile (`profile`) and any of its fields. */
  connection?: ConnectionSettingsPatch;
  limits?: Partial<Settings['limits']>;
}

export interface SettingsState {
  /** The settings in force (saved settings with this run's overrides). */
  get(): Settings;
  /** The settings as saved, without this run's overrides. */
  saved(): Settings;
  update(patch: SettingsPatch): Settings;
  onChange(listener: (settings: Settings, previous: Settings) => void): void;
}

function apply(base: Settings, change: SettingsOverride & Pick<SettingsPatch, 'workOffline'>): Settings {
  return settingsSchema.parse({
    ...base,
    ...(change.source ? { source: change.source } : {}),
    connection: { ...base.connection, ...change.connection },
    limits: { ...base.limits, ...change.limits },
    ...('workOffline' in change && change.workOffline !== undefined ? { workOffline: change.workOffline } : {}),
  });
}

export function createSettingsState(
  initial: Settings,
  dataDir: string,
  options: { persist: boolean; override?: SettingsOverride },
): SettingsState {
  let override: SettingsOverride = options.override ?? {};
  let saved = initial;
  let current = apply(saved, override);
  const listeners: ((settings: Settings, previous: Settings) => void)[] = [];
  return {
    get: () => current,
    saved: () => saved,
    update: (patch) => {
      const previous = current;
      saved = apply(saved, patch);
      // What the broker just changed wins over this run's override of the same field; the rest stays overridden.
      const remaining: SettingsOverride = {
        ...(override.source && !patch.source ? { source: override.source } : {}),
        connection: Object.fromEntries(
          Object.entries(override.connection ?? {}).filter(([k]) => !(patch.connection && k in patch.connection)),
        ),
        limits: Object.fromEntries(
          Object.entries(override.limits ?? {}).filter(([k]) => !(patch.limits && k in patch.limits)),
        ),
      };
      override = remaining;
      current = apply(saved, override);
      if (options.persist) saveSettings(dataDir, saved);
      for (const listener of listeners) listener(current, previous);
      return current;
    },
    onChange: (listener) => void listeners.push(listener),
  };
}
