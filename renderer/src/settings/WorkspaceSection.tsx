// Settings → Workspace: whether the broker's workspace is healthy, open read-only (from a backup, on a data folder
// that cannot be written, or written by a newer version) or temporary, with a plain explanation; its backups with
// Restore for each, Start a new workspace, and Back up now (none of them where nothing can be written).
import { useEffect, useState } from 'react';
import type { Lang } from '#shared/domain/lang';
import type { Result } from '#shared/errors';
import type { WorkspaceBackupView, WorkspaceStatusView } from '#shared/ipc/contract';
import { api } from '../api/api';
import { formatDateTime } from '../i18n/format';
import { format } from '../i18n/strings';
import { notify, type NoticeText } from '../notices/notice-store';
import { usePreferences } from '../state/preferences-store';
import { WORKSPACE_STRINGS, type WorkspaceStrings } from './workspace-strings';
import { useErrorNotice } from './use-error-notice';
import { useWorkspaceStatus } from './workspace-status-store';

function reasonLabel(reason: string, t: WorkspaceStrings): string {
  const before = /^before-v(\d+)$/.exec(reason);
  if (before) return format(t.beforeVersion, { n: before[1] ?? '' });
  return t.reason[reason] ?? reason;
}

function explanation(status: WorkspaceStatusView, t: WorkspaceStrings, lang: Lang): string {
  if (status.mode === 'backup-read-only') {
    return format(t.readOnly, { time: formatDateTime(status.openBackup?.takenAt, lang) });
  }
  if (status.mode === 'read-only' && status.readOnly) {
    return status.readOnly.reason === 'newer-version'
      ? format(t.readOnlyNewer, { version: status.readOnly.writtenBy ?? t.newerUnknown })
      : format(t.readOnlyFolder, { path: `\u2068${status.readOnly.path}\u2069` });
  }
  return t.temporary;
}

export function WorkspaceSection() {
  const lang = usePreferences((s) => s.lang);
  const t = WORKSPACE_STRINGS[lang];
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
    if (!window.confirm(format(t.restoreConfirm, { time }))) return;
    void act(
      () => api.invoke('workspace:restore', { backup: backup.id }),
      (l) => format(WORKSPACE_STRINGS[l].restored, { time: formatDateTime(backup.takenAt, l) }),
    );
  };
  const startNew = () => {
    if (!window.confirm(t.startNewConfirm)) return;
    void act(
      () => api.invoke('workspace:start-new', {}),
      (l) => WORKSPACE_STRINGS[l].started,
    );
  };

  if (!status) return null;
  const readOnly = status.mode !== 'normal';
  // A folder that cannot be written, or a newer version's workspace: nothing here may write either.
  const unwritable = status.mode === 'read-only';
  return (
    <div className="settings-card" data-testid="workspace-section" data-mode={status.mode}>
      <h2>{t.title}</h2>
      <p className="muted">{t.intro}</p>
      {readOnly ? (
        <div className="message warning" role="alert" data-testid="workspace-read-only">
          <span className="message-icon" aria-hidden="true">
            !
          </span>
          <div className="message-body">
            <p className="message-text">{explanation(status, t, lang)}</p>
            {status.damage && (
              <details className="message-details">
                <summary>{t.damage}</summary>
                <p dir="auto">{status.damage}</p>
              </details>
            )}
          </div>
        </div>
      ) : (
        <p className="ok-text" data-testid="workspace-healthy">
          {t.normal}
        </p>
      )}
      <h3 className="settings-sub">{t.backups}</h3>
      {status.backups.length === 0 ? (
        <p className="muted">{t.noBackups}</p>
      ) : (
        <ul className="backup-list" data-testid="workspace-backups">
          {status.backups.map((b) => (
            <li key={b.id} className={status.openBackup?.id === b.id ? 'open' : undefined}>
              <span className="backup-time">{formatDateTime(b.takenAt, lang)}</span>
              <span className="badge">{reasonLabel(b.reason, t)}</span>
              <span className="spacer" />
              <button
                type="button"
                className="button"
                disabled={busy || unwritable}
                onClick={() => restore(b)}
                data-testid="workspace-restore"
              >
                {t.restore}
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
              (l) => WORKSPACE_STRINGS[l].backedUp,
            )
          }
          data-testid="workspace-backup-now"
        >
          {t.backupNow}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={busy || unwritable}
          onClick={startNew}
          data-testid="workspace-start-new"
        >
          {t.startNew}
        </button>
      </div>
    </div>
  );
}
