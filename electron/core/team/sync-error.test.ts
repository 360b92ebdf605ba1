import { describe, expect, it } from 'vitest';
import { ref } from '#shared/messages/message-ref';
import { readSyncError, storedSyncError } from './sync-error';

describe('why the last team sync stopped, as the workspace keeps it', () => {
  it('reads back the message it kept, with its arguments', () => {
    const said = ref('error.team.unreachable', { server: 'https://team.example.ae', detail: 'ECONNREFUSED' });
    expect(readSyncError(storedSyncError(said))).toEqual(said);
  });

  it('shows a reason kept by an earlier version, or a message this version lacks, as written', () => {
    expect(readSyncError('The team server answered 500.')).toEqual(
      ref('said.asWritten', { text: 'The team server answered 500.' }),
    );
    expect(readSyncError('{"id":"team.sync.notYetWritten","args":{}}')).toEqual(
      ref('said.asWritten', { text: 'team.sync.notYetWritten' }),
    );
    expect(readSyncError('{not json')).toEqual(ref('said.asWritten', { text: '{not json' }));
  });
});
