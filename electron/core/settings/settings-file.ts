// Loads and saves settings.json atomically; an unreadable file is moved aside (never silently lost) and defaults used.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zodDetail } from '#shared/errors';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from './settings-schema';
import { ref, type MessageRef } from '#shared/messages/message-ref';

export interface LoadedSettings {
  settings: Settings;
  /** Set when the file on disk could not be used; says where it was moved. */
  warning?: MessageRef;
}

export function settingsPath(dataDir: string): string {
  return join(dataDir, 'settings.json');
}

export function loadSettings(dataDir: string): LoadedSettings {
  const file = settingsPath(dataDir);
  if (!existsSync(file)) return { settings: structuredClone(DEFAULT_SETTINGS) };
  let why: MessageRef | string = ref('error.settings.notJson');
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return { settings: parsed.data };
    // The field and what is wrong with it, never the value (a URL could carry a password).
    why = zodDetail(parsed.error);
  } catch {
    // Unparseable JSON is handled like an invalid document below.
  }
  const aside = `${file}.invalid-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch {
    // A read-only data folder: the file stays where it is, untouched, and the defaults serve this session.
    return {
      settings: structuredClone(DEFAULT_SETTINGS),
      warning: ref('notice.settings.leftInPlace', { file, detail: why }),
    };
  }
  return {
    settings: structuredClone(DEFAULT_SETTINGS),
    warning: ref('notice.settings.movedAside', { aside, detail: why }),
  };
}

export function saveSettings(dataDir: string, settings: Settings): void {
  mkdirSync(dataDir, { recursive: true });
  const file = settingsPath(dataDir);
  const temp = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(temp, `${JSON.stringify(settingsSchema.parse(settings), null, 2)}\n`, { mode: 0o600 });
    renameSync(temp, file);
  } catch (error) {
    // A full disk leaves the settings file as it was, and no half-written temporary beside it.
    rmSync(temp, { force: true });
    throw error;
  }
}
