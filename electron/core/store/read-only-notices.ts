// The notices of a data folder that cannot be written (or a cache another version made), and of requests the
// workspace could not take: what is read-only, what still works, where the requests are counted, and what to do.
import { join } from 'node:path';
import type { NoticeInput } from '../notices';
import type { CacheStore } from './cache-store';
import type { JournalPlace, RequestJournal } from './workspace/request-journal';
import { JOURNAL_NAME } from './workspace/request-journal';
import type { WorkspaceStore } from './workspace/workspace-store';

const TO_SAVE_AGAIN =
  'Make it writable, or give Aqar Lens another data folder (--data-dir or AQAR_DATA_DIR), to save again.';

export function readOnlyNotices(dataDir: string, workspace: WorkspaceStore, cache: CacheStore): NoticeInput[] {
  const notices: NoticeInput[] = [];
  const unwritable = workspace.readOnly?.reason === 'read-only' ? workspace.readOnly : null;
  const journal = join(workspace.journal.dirs[1]!, JOURNAL_NAME);
  if (unwritable || cache.readOnly) {
    const path = unwritable?.path ?? cache.readOnly!.path;
    const what = path === dataDir ? `The data folder ${dataDir}` : `${path}, in the data folder ${dataDir},`;
    const parts = [
      `${what} cannot be written, so Aqar Lens opened it read-only: nothing new can be saved.`,
      unwritable
        ? `Saved searches, watchlists, snapshots and usage can be looked at; requests sent now are counted in ${journal} and added to the workspace once it can be written.`
        : 'Your workspace works as usual.',
      cache.readOnly
        ? 'Saved answers are read from a copy, and answers fetched now are kept only until Aqar Lens closes.'
        : '',
      TO_SAVE_AGAIN,
    ];
    notices.push({ level: 'warning', code: 'data-folder-read-only', said: parts.filter(Boolean).join(' ') });
  }
  if (cache.newer !== null) {
    notices.push({
      level: 'warning',
      code: 'cache-newer-version',
      said:
        `The offline cache in ${dataDir} was made by a newer Aqar Lens (cache schema ${cache.newer}). It is left as ` +
        'it is for that version; this session reads a copy of it, and answers fetched now are kept only until ' +
        'Aqar Lens closes.',
    });
  }
  return notices;
}

/** Said the first time a request could not be written to the workspace (`why`: the storage failure's sentence). */
export function requestsOutsideNotice(place: JournalPlace, why: string, journal: RequestJournal): NoticeInput {
  const where = journal.dirs.map((dir) => join(dir, JOURNAL_NAME));
  return {
    key: 'requests-journaled',
    level: place === 'memory' ? 'error' : 'warning',
    code: 'requests-journaled',
    said:
      place === 'memory'
        ? `Requests sent to the data service could not be written to your workspace, nor to a journal beside it: ${why} ` +
          'They are counted until Aqar Lens closes; free some space or make the data folder writable so that they are kept.'
        : `Requests sent to the data service could not be written to your workspace: ${why} They are counted in the ` +
          `request journal (${where.join(' or ')}) and added to the workspace when it can be written again.`,
  };
}
