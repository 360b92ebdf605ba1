// Settings → Workspace: whether the broker's workspace is healthy, open read-only (from a backup, on a data folder
// that cannot be written, or written by a newer version) or temporary, with a plain explanation; its backups with
// Restore for each, Start a new workspace, and Back up now (none of them where nothing can be written).
import { useEffect, useState } from 'react';
import type { Lang } from '#shared/domain/lang';
import type { Result } from '#shared/errors';
import type { WorkspaceBackupView, WorkspaceStatusView } from '#shared/ipc/contract';
import { api } from '../api/api';
import { formatDateTime } from '../i18n/format';
import { notify, type NoticeText } from '../notices';
import { usePreferences } from '../state/preferences-store';
import { useErrorNotice } from './use-error-notice';
import { useWorkspaceStatus } from './workspace-status-store';
import { isMessageId, sayIn, useMessage, type Say } from '../i18n/messages';

function reasonLabel(reason: string, say: Say): string {
  const before = /^before-v(\d+)$/.exec(reason);
  if (before) return say('workspace.beforeVersion', { n: before[1] ?? '' });
  const id = `workspace.reason.${reason}`;
  return isMessageId(id) ? say(id as 'workspace.reason.daily') : reason;
}

function explanation(status: WorkspaceStatusView, say: Say, lang: Lang): string {
  if (status.mode === 'backup-read-only') {
    return say('workspace.readOnly', { time: formatDateTime(status.openBackup?.takenAt, lang) });
  }
  if (status.mode === 'read-only' && status.readOnly) {
    return status.readOnly.reason === 'newer-version'
      ? say('workspace.readOnlyNewer', { version: status.readOnly.writtenBy ?? say('workspace.newerUnknown') })
      : say('workspace.readOnlyFolder', { path: status.readOnly.path });
  }
  return say('workspace.temporary');
}

export function WorkspaceSection() {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const showError = useErrorNotice();
  const status = useWorkspaceStatus((s) => s.status);
  const setStatus = useWorkspaceStatus((s) => s.set);
  const load = useWorkspaceStatus((s) => s.load);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<Result<WorkspaceStatusView>>, done: NoticeText) => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (!result.ok) return showError(result.error);
    setStatus(result.value);
    notify('success', done);
  };
  const restore = (backup: WorkspaceBackupView) => {
    const time = formatDateTime(backup.takenAt, lang);
    if (!window.confirm(say('workspace.restoreConfirm', { time }))) return;
    void act(
      () => api.invoke('workspace:restore', { backup: backup.id }),
      (l) => sayIn(l)('workspace.restored', { time: formatDateTime(backup.takenAt, l) }),
    );
  };
  const startNew = () => {
    if (!window.confirm(say('workspace.startNewConfirm'))) return;
    void act(
      () => api.invoke('workspace:start-new', {}),
      (l) => sayIn(l)('workspace.started'),
    );
  };

  if (!status) return null;
  const readOnly = status.mode !== 'normal';
  // A folder that cannot be written, or a newer version's workspace: nothing here may write either.
  const unwritable = status.mode === 'read-only';
  return (
    <div className="settings-card" data-testid="workspace-section" data-mode={status.mode}>
      <h2>{say('workspace.title')}</h2>
      <p className="muted">{say('workspace.intro')}</p>
      {readOnly ? (
        <div className="message warning" role="alert" data-testid="workspace-read-only">
          <span className="message-icon" aria-hidden="true">
            !
          </span>
          <div className="message-body">
            <p className="message-text">{explanation(status, say, lang)}</p>
            {status.damage && (
              <details className="message-details">
                <summary>{say('workspace.damage')}</summary>
                <p dir="auto">{status.damage}</p>
              </details>
            )}
          </div>
        </div>
      ) : (
        <p className="ok-text" data-testid="workspace-healthy">
          {say('workspace.normal')}
        </p>
      )}
      <h3 className="settings-sub">{say('workspace.backups')}</h3>
      {status.backups.length === 0 ? (
        <p className="muted">{say('workspace.noBackups')}</p>
      ) : (
        <ul className="backup-list" data-testid="workspace-backups">
          {status.backups.map((b) => (
            <li key={b.id} className={status.openBackup?.id === b.id ? 'open' : undefined}>
              <span className="backup-time">{formatDateTime(b.takenAt, lang)}</span>
              <span className="badge">{reasonLabel(b.reason, say)}</span>
              <span className="spacer" />
              <button
                type="button"
                className="button"
                disabled={busy || unwritable}
                onClick={() => restore(b)}
                data-testid="workspace-restore"
              >
                {say('workspace.restore')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={busy || readOnly}
          onClick={() =>
            void act(
              () => api.invoke('workspace:backup-now', {}),
              (l) => sayIn(l)('workspace.backedUp'),
            )
          }
          data-testid="workspace-backup-now"
        >
          {say('workspace.backupNow')}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={busy || unwritable}
          onClick={startNew}
          data-testid="workspace-start-new"
        >
          {say('workspace.startNew')}
        </button>
      </div>
    </div>
  );
}
