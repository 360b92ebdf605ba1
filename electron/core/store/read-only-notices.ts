// The notices of a data folder that cannot be written (or a cache another version made), and of requests the
// workspace could not take: what is read-only, what still works, where the requests are counted, and what to do.
import { join } from 'node:path';
import type { NoticeInput } from '../notices';
import type { CacheStore } from './cache-store';
import type { JournalPlace, RequestJournal } from './workspace/request-journal';
import { JOURNAL_NAME } from './workspace/request-journal';
import type { WorkspaceStore } from './workspace/workspace-store';
import { ref, type MessageRef } from '#shared/messages/message-ref';

export function readOnlyNotices(dataDir: string, workspace: WorkspaceStore, cache: CacheStore): NoticeInput[] {
  const notices: NoticeInput[] = [];
  const unwritable = workspace.readOnly?.reason === 'read-only' ? workspace.readOnly : null;
  const journal = join(workspace.journal.dirs[1]!, JOURNAL_NAME);
  if (unwritable || cache.readOnly) {
    const path = unwritable?.path ?? cache.readOnly!.path;
    notices.push({
      level: 'warning',
      code: 'data-folder-read-only',
      said: ref('notice.dataFolder.readOnly', {
        place: path === dataDir ? 'folder' : 'file',
        path,
        dataDir,
        workspace: unwritable ? 'unwritable' : 'ok',
        journal,
        cache: cache.readOnly ? 'copy' : 'kept',
      }),
    });
  }
  if (cache.newer !== null) {
    notices.push({
      level: 'warning',
      code: 'cache-newer-version',
      said: ref('notice.cache.newerVersion', { dataDir, schema: String(cache.newer) }),
    });
  }
  return notices;
}

/** Said the first time a request could not be written to the workspace (`why`: the storage failure's sentence). */
export function requestsOutsideNotice(place: JournalPlace, why: MessageRef, journal: RequestJournal): NoticeInput {
  const where = journal.dirs.map((dir) => join(dir, JOURNAL_NAME));
  return {
    key: 'requests-journaled',
    level: place === 'memory' ? 'error' : 'warning',
    code: 'requests-journaled',
    said:
      place === 'memory'
        ? ref('notice.requests.inMemory', { reason: why })
        : ref('notice.requests.journaled', { reason: why, journals: { list: where, style: 'long' } }),
  };
}
