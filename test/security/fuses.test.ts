// Replays finding 9 (no fuses set anywhere): the packaging configuration flips Electron's fuses so a shipped binary
// cannot be turned into a plain Node (ELECTRON_RUN_AS_NODE, NODE_OPTIONS, --inspect) or load code outside its asar.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

interface BuilderConfig {
  asar?: boolean | { disableIntegrity?: boolean };
  files?: string[];
  electronFuses?: Record<string, boolean>;
}

const config = JSON.parse(readFileSync(join(ROOT, 'electron-builder.json'), 'utf8')) as BuilderConfig;

/** @electron/fuses' FuseV1Options names, the electron-builder `electronFuses` key each maps to, and the value we ship. */
const REQUIRED_FUSES: [fuse: string, key: string, value: boolean][] = [
  ['RunAsNode', 'runAsNode', false],
  ['EnableCookieEncryption', 'enableCookieEncryption', true],
  ['EnableNodeOptionsEnvironmentVariable', 'enableNodeOptionsEnvironmentVariable', false],
  ['EnableNodeCliInspectArguments', 'enableNodeCliInspectArguments', false],
  ['EnableEmbeddedAsarIntegrityValidation', 'enableEmbeddedAsarIntegrityValidation', true],
  ['OnlyLoadAppFromAsar', 'onlyLoadAppFromAsar', true],
];

describe('Electron fuses in the packaging configuration (electron-builder.json)', () => {
  it.each(REQUIRED_FUSES)('%s is set: electronFuses.%s = %s', (_fuse, key, value) => {
    expect(config.electronFuses?.[key]).toBe(value);
  });

  it('no longer needs file:// privileges: the renderer is served from app://', () => {
    expect(config.electronFuses?.grantFileProtocolExtraPrivileges).toBe(false);
  });

  it('packs the app into an asar with integrity, so the asar fuses have something to check', () => {
    expect(config.asar === true || (typeof config.asar === 'object' && config.asar.disableIntegrity !== true)).toBe(
      true,
    );
    expect(config.files).toContain('out/**/*');
  });
});
