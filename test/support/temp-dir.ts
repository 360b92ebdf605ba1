// A fresh temporary data folder per test, removed afterwards, with the request journal's fallback folder of it: a
// test that makes its data folder unwritable (a full disk, a read-only mount) sends the journal to a folder of its
// own in the system's temp folder, which nothing else removes once the data folder is gone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fallbackJournalDir } from '#core/store/workspace/request-journal';

export interface TempDir {
  path: string;
  remove(): void;
}

export function makeTempDir(prefix = 'aqar-test-'): TempDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return {
    path,
    remove: () => {
      rmSync(path, { recursive: true, force: true });
      rmSync(fallbackJournalDir(path), { recursive: true, force: true });
    },
  };
}
