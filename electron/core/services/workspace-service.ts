// The workspace as the broker sees it: healthy, or open read-only from a backup, or temporary; its backups; and
// restoring one or starting anew, which only the broker decides.
import { basename } from 'node:path';
import type { WorkspaceBackupView, WorkspaceStatusView } from '#shared/ipc/contract';
import type { NoticeBoard } from '../notices';
import type { BackupFile } from '../store/workspace/backups';
import type { WorkspaceAdmin } from '../store/workspace/workspace-admin';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';

function backupView(backup: BackupFile): WorkspaceBackupView {
  return { id: basename(backup.file), takenAt: new Date(backup.takenAt).toISOString(), reason: backup.reason };
}

export class WorkspaceService {
  constructor(
    private readonly workspace: WorkspaceAdmin,
    private readonly notices: NoticeBoard,
  ) {}

  status(): WorkspaceStatusView {
    const status = this.workspace.status();
    return {
      mode: status.mode,
      damage: status.damage,
      readOnly: status.readOnly,
      openBackup: status.openBackup ? backupView(status.openBackup) : null,
      backups: status.backups.map(backupView),
    };
  }

  async restore(id: string): Promise<WorkspaceStatusView> {
    const backup = this.workspace.status().backups.find((b) => basename(b.file) === id);
    if (!backup) throw new AppFailure('validation', ref('error.workspace.backupGone'), { field: 'backup' });
    for (const notice of await this.workspace.restore(backup.file)) this.notices.raise(notice);
    return this.status();
  }

  async startNew(): Promise<WorkspaceStatusView> {
    for (const notice of await this.workspace.startNew()) this.notices.raise(notice);
    return this.status();
  }

  async backupNow(): Promise<WorkspaceStatusView> {
    // A workspace that cannot be written, or that a newer version wrote, says so (a storage failure naming why).
    if (this.workspace.mode === 'read-only') this.workspace.assertWritable();
    if (this.workspace.mode !== 'normal') {
      throw new AppFailure('workspace-read-only', ref('error.workspace.backupUnhealthy'));
    }
    await this.workspace.backupNow();
    return this.status();
  }
}
