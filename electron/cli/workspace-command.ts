// `aqar workspace status|restore|backup|start-new`: the workspace's state and backups, restoring one, backing up
// now and starting anew, through the same core services as the app's Settings → Workspace.
import { basename } from 'node:path';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { WorkspaceBackupView, WorkspaceStatusView } from '#shared/ipc/contract';
import { uaeTimeText } from '#core/export/cell-values';
import { storageSaid } from '#core/store/storage-fault';
import { formatRef } from '#shared/messages/format-message';
import type { Say } from '#shared/messages/say-in';
import { saidOf } from '#shared/errors';
import { workspaceFiles } from '#core/store/workspace/workspace-store';
import type { CliContext } from './cli-context';
import { commandFlags, langFlag, nameFlag, switchFlag, type Flags } from './command-flags';
import { invoke } from './invoke';
import { printJson } from './table-output';
import { renderTable } from './table';

export const WORKSPACE_ACTIONS = ['status', 'restore', 'backup', 'start-new'] as const;

function reasonText(say: Say, reason: string): string {
  const before = /^before-v(\d+)$/.exec(reason);
  if (before) return say('cli.workspace.reason', { reason: 'before', version: before[1]! });
  return say('cli.workspace.reason', { reason, version: '' });
}

function stateText(say: Say, status: WorkspaceStatusView, dataDir: string): string {
  switch (status.mode) {
    case 'normal':
      return say('cli.workspace.state.healthy');
    case 'backup-read-only':
      return say('cli.workspace.state.backupReadOnly', {
        damage: status.damage ?? 'unknown',
        taken: status.openBackup ? uaeTimeText(status.openBackup.takenAt) : '?',
      });
    case 'temporary':
      return say('cli.workspace.state.temporary', { damage: status.damage ?? 'unknown' });
    case 'read-only':
      return say('cli.workspace.state.readOnly', {
        reason: status.readOnly
          ? formatRef(say.lang, storageSaid(status.readOnly, dataDir))
          : say('cli.workspace.state.cannotWrite'),
      });
  }
}

function printStatus(ctx: CliContext, status: WorkspaceStatusView): void {
  const { say } = ctx;
  const file = workspaceFiles(ctx.dataDir).file;
  const rows = status.backups.map((b: WorkspaceBackupView) => ({
    [say('cli.workspace.column.backup')]: b.id,
    [say('cli.workspace.column.taken')]: uaeTimeText(b.takenAt),
    [say('cli.workspace.column.why')]: reasonText(say, b.reason),
    ...(status.openBackup?.id === b.id ? { '': say('cli.workspace.openNow') } : {}),
  }));
  ctx.io.out(
    `${say('cli.workspace.file', { file })}\n${say('cli.workspace.state', { state: stateText(say, status, ctx.dataDir) })}\n` +
      (rows.length
        ? `${say('cli.workspace.backups')}\n${renderTable(say, rows, 10, 60)}`
        : `${say('cli.workspace.noBackups')}\n`),
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
      commandFlags(flags, { lang: langFlag.optional() }, 'workspace status');
      const status = await invoke(ctx, 'workspace:status', {});
      if (json) return printJson(ctx, { ...status, file: workspaceFiles(ctx.dataDir).file });
      return printStatus(ctx, status);
    }
    case 'restore': {
      const own = commandFlags(flags, { backup: nameFlag.optional(), lang: langFlag.optional() }, 'workspace restore');
      const backup = chosenBackup(await invoke(ctx, 'workspace:status', {}), own.backup);
      const status = await invoke(ctx, 'workspace:restore', { backup: backup.id });
      const notice = ctx.core.notices.list().find((n) => n.code === 'workspace-restored');
      return done(
        status,
        notice ? formatRef(ctx.lang, saidOf(notice)) : ctx.say('cli.workspace.restored', { backup: backup.id }),
      );
    }
    case 'backup': {
      commandFlags(flags, { lang: langFlag.optional() }, 'workspace backup');
      const status = await invoke(ctx, 'workspace:backup-now', {});
      const newest = status.backups.find((b) => b.reason === 'manual') ?? status.backups[0];
      return done(
        status,
        ctx.say('cli.workspace.backedUp', { path: `${workspaceFiles(ctx.dataDir).backupsDir}/${newest?.id ?? '?'}` }),
      );
    }
    case 'start-new': {
      commandFlags(flags, { yes: switchFlag, lang: langFlag.optional() }, 'workspace start-new');
      if (!flags.has('yes')) {
        throw new AppFailure('validation', ref('error.cli.workspace.startNewYes'), { field: 'yes' });
      }
      const status = await invoke(ctx, 'workspace:start-new', {});
      const notice = ctx.core.notices.list().find((n) => n.code === 'workspace-started');
      return done(status, notice ? formatRef(ctx.lang, saidOf(notice)) : ctx.say('cli.workspace.started'));
    }
    default:
      throw new AppFailure(
        'validation',
        ref('error.cli.workspace.needsAction', { actions: WORKSPACE_ACTIONS.join(', ') }),
        { field: 'action' },
      );
  }
}
