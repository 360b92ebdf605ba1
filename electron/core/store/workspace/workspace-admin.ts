// The workspace as a file the broker looks after: how it is open, its backups, restoring one or starting anew. Not
// the data in it (that is the Workspace interface, workspace.ts): what a service needs to look after the file, so it
// never holds the store that also owns the synchronous repositories.
import type { StorageDetail } from '#shared/errors';
import type { NoticeInput } from '../../notices';
import type { BackupFile } from './backups';
import type { WorkspaceMode } from './open-workspace-db';

export interface WorkspaceStatus {
  mode: WorkspaceMode;
  file: string;
  damage: string | null;
  openBackup: BackupFile | null;
  /** In mode 'read-only': what cannot be written, and why. */
  readOnly: StorageDetail | null;
  backups: BackupFile[];
}

export interface WorkspaceAdmin {
  readonly mode: WorkspaceMode;
  /** Throws a clear failure when the broker's data cannot be written. */
  assertWritable(): void;
  status(): WorkspaceStatus;
  /** A backup taken now, at the broker's word. */
  backupNow(): Promise<BackupFile>;
  /** Replaces the workspace file with a backup (the current file kept beside it) and reopens it. */
  restore(backupFile: string): Promise<NoticeInput[]>;
  /** Starts an empty workspace after the broker chose to (the unreadable file kept beside it). */
  startNew(): Promise<NoticeInput[]>;
}
