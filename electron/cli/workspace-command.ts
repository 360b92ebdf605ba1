// `aqar workspace status|restore|backup|start-new`: the workspace's state and backups, restoring one, backing up
// now and starting anew, through the same core services as the app's Settings → Workspace.
import { basename } from 'node:path';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { WorkspaceBackupView, WorkspaceStatusView } from '#shared/ipc/contract';
import { uaeTimeText } from '#core/export/cell-values';
import { storageMessage } from '#core/store/storage-fault';
import { workspaceFiles } from '#core/store/workspace/workspace-store';
import type { CliContext } from './cli-context';
import { commandFlags, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { printJson } from './table-output';
import { renderTable } from './table';

export const WORKSPACE_ACTIONS = ['status', 'restore', 'backup', 'start-new'] as const;

function reasonText(reason: string): string {
  const before = /^before-v(\d+)$/.exec(reason);
  if (before) return `before update ${before[1]}`;
  return { daily: 'daily', manual: 'taken by you' }[reason] ?? reason;
}

function stateText(status: WorkspaceStatusView, dataDir: string): string {
  switch (status.mode) {
    case 'normal':
      return 'healthy';
    case 'backup-read-only':
      return (
        `the workspace file could not be opened (${status.damage ?? 'unknown'}); it is open read-only from the ` +
        `backup of ${status.openBackup ? uaeTimeText(status.openBackup.takenAt) : '?'} UAE time. ` +
        'Restore a backup with `aqar workspace restore` (the newest, or --backup NAME) to work normally again.'
      );
    case 'temporary':
      return (
        `the workspace file could not be opened (${status.damage ?? 'unknown'}) and no backup could be read: this ` +
        'run used an empty temporary workspace. Restore a backup, or start anew with `aqar workspace start-new`.'
      );
    case 'read-only':
      return `open read-only: ${status.readOnly ? storageMessage(status.readOnly, dataDir) : 'it cannot be written.'}`;
  }
}

function printStatus(ctx: CliContext, status: WorkspaceStatusView): void {
  const file = workspaceFiles(ctx.dataDir).file;
  const rows = status.backups.map((b: WorkspaceBackupView) => ({
    backup: b.id,
    'taken (UAE time)': uaeTimeText(b.takenAt),
    why: reasonText(b.reason),
    ...(status.openBackup?.id === b.id ? { '': 'open now' } : {}),
  }));
  ctx.io.out(
    `Workspace: ${file}\nState: ${stateText(status, ctx.dataDir)}\n` +
      (rows.length ? `Backups, newest first:\n${renderTable(rows, 10, 60)}` : 'No backups yet.\n'),
  );
}

/** The backup `--backup NAME` names (its file name), else the newest. */
function chosenBackup(status: WorkspaceStatusView, name: string | undefined): WorkspaceBackupView {
  if (status.backups.length === 0) {
    throw new AppFailure('not-found', ref('error.cli.workspace.noBackup'));
  }
  if (name === undefined) return status.backups[0]!;
  const backup = status.backups.find((b) => b.id === basename(name));
  if (!backup) {
    throw new AppFailure(
      'validation',
      ref('error.cli.workspace.noSuchBackup', { name, backups: status.backups.map((b) => b.id).join(', ') }),
      { field: 'backup' },
    );
  }
  return backup;
}

export async function runWorkspaceCommand(ctx: CliContext, action: string | undefined, flags: Flags): Promise<void> {
  const json = flags.has('json');
  const done = (status: WorkspaceStatusView, sentence: string): void => {
    if (json) return printJson(ctx, { ...status, file: workspaceFiles(ctx.dataDir).file });
    ctx.io.out(`${sentence}\n`);
  };
  switch (action) {
    case 'status': {
      commandFlags(flags, {}, 'workspace status');
      const status = await invoke(ctx, 'workspace:status', {});
      if (json) return printJson(ctx, { ...status, file: workspaceFiles(ctx.dataDir).file });
      return printStatus(ctx, status);
    }
    case 'restore': {
      const own = commandFlags(flags, { backup: nameFlag.optional() }, 'workspace restore');
      const backup = chosenBackup(await invoke(ctx, 'workspace:status', {}), own.backup);
      const status = await invoke(ctx, 'workspace:restore', { backup: backup.id });
      const notice = ctx.core.notices.list().find((n) => n.code === 'workspace-restored');
      return done(status, notice?.message ?? `Restored from the backup ${backup.id}.`);
    }
    case 'backup': {
      commandFlags(flags, {}, 'workspace backup');
      const status = await invoke(ctx, 'workspace:backup-now', {});
      const newest = status.backups.find((b) => b.reason === 'manual') ?? status.backups[0];
      return done(status, `Backed up to ${workspaceFiles(ctx.dataDir).backupsDir}/${newest?.id ?? '?'}.`);
    }
    case 'start-new': {
      commandFlags(flags, { yes: switchFlag }, 'workspace start-new');
      if (!flags.has('yes')) {
        throw new AppFailure('validation', ref('error.cli.workspace.startNewYes'), { field: 'yes' });
      }
      const status = await invoke(ctx, 'workspace:start-new', {});
      const notice = ctx.core.notices.list().find((n) => n.code === 'workspace-started');
      return done(status, notice?.message ?? 'A new, empty workspace was started.');
    }
    default:
      throw new AppFailure(
        'validation',
        ref('error.cli.workspace.needsAction', { actions: WORKSPACE_ACTIONS.join(', ') }),
        { field: 'action' },
      );
  }
}
