// The app's version, from the package.json above this module: the sources sit two folders below it, the compiled
// CLI (out/cli and its chunks) two or three, so the nearest one up is read rather than a fixed relative path.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | null = null;

export function packageVersion(): string {
  if (cached !== null) return cached;
  try {
    let dir = import.meta.dirname;
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    cached = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    cached = '0.0.0';
  }
  return cached;
}
