// Whether the compiled CLI in out/cli is the build of the sources as they are now: the build's manifest lists every
// file it was made from (each source, the build script, package.json) with its size and modification time, and one
// that differs, or is gone, means the build is stale. Kept apart from the build itself, so that `aqar` asks this
// (a few hundred stat calls, about a millisecond) without loading esbuild.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const CLI_OUT = 'out/cli';
export const MANIFEST = 'manifest.json';
export const MANIFEST_VERSION = 1;

/**
 * Null when out/cli holds a build of the current sources; otherwise why not, in words for a note ("out/cli is
 * missing", "electron/cli/main.ts changed since the build").
 * @param {string} root the project's folder
 * @returns {string | null}
 */
export function staleReason(root) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(root, CLI_OUT, MANIFEST), 'utf8'));
  } catch {
    return `${CLI_OUT} holds no build`;
  }
  if (manifest?.version !== MANIFEST_VERSION || typeof manifest.inputs !== 'object' || manifest.inputs === null) {
    return `${CLI_OUT} was built by another version of the build script`;
  }
  for (const [file, [size, mtimeMs]] of Object.entries(manifest.inputs)) {
    const stats = statSync(join(root, file), { throwIfNoEntry: false });
    if (!stats) return `${file} is gone since the build`;
    if (stats.size !== size || stats.mtimeMs !== mtimeMs) return `${file} changed since the build`;
  }
  return null;
}
