// Channels of the workspace database (the broker's own data): its state, its backups, restoring one.
import { z } from 'zod';
import type { StorageDetail } from '../../errors';
import { returns } from './returns';

export interface WorkspaceBackupView {
  /** The backup's file name, which identifies it. */
  id: string;
  takenAt: string;
  /** 'daily', or 'before-vN' for the backup taken before migration N. */
  reason: string;
}

export interface WorkspaceStatusView {
  /**
   * normal; backup-read-only: the file was damaged and a backup is open read-only; temporary: nothing could open;
   * read-only: the workspace is healthy but cannot or must not be written (a read-only folder or file, a newer
   * version's workspace), said in `readOnly`.
   */
  mode: 'normal' | 'backup-read-only' | 'temporary' | 'read-only';
  /** In mode 'read-only': what cannot be written, and why. */
  readOnly: StorageDetail | null;
  /** Why the workspace file could not be used, when it could not. */
  damage: string | null;
  openBackup: WorkspaceBackupView | null;
  backups: WorkspaceBackupView[];
}

const backupIdSchema = z
  .string()
  .regex(/^workspace-\d{8}T\d{9}Z-[a-z0-9-]+\.db$/, 'must name one of the listed backups');

export const WORKSPACE_CHANNELS = {
  'workspace:status': { input: z.strictObject({}), output: returns<WorkspaceStatusView>() },
  'workspace:restore': { input: z.strictObject({ backup: backupIdSchema }), output: returns<WorkspaceStatusView>() },
  'workspace:start-new': { input: z.strictObject({}), output: returns<WorkspaceStatusView>() },
  'workspace:backup-now': { input: z.strictObject({}), output: returns<WorkspaceStatusView>() },
} as const;
