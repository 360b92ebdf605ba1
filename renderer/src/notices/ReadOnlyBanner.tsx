// A bar that stays while the workspace cannot be saved to (a read-only data folder, a newer version's workspace, a
// backup open read-only, a temporary workspace): notices can be dismissed, this cannot, so a broker never types a
// note or a search name believing it is kept. It leads to Settings → Workspace, which says more.
import { useEffect } from 'react';
import type { WorkspaceStatusView } from '#shared/ipc/contract';
import { useNavigation } from '../state/navigation-store';
import { startWorkspaceStatus, useWorkspaceStatus } from '../settings';
import { useMessage, type Say } from '../i18n/messages';

function why(status: WorkspaceStatusView, say: Say): string | null {
  if (status.mode === 'read-only') {
    if (status.readOnly?.reason === 'newer-version') {
      return say('workspace.bannerNewer', { version: status.readOnly.writtenBy ?? say('workspace.newerUnknown') });
    }
    return say('workspace.bannerFolder');
  }
  if (status.mode === 'backup-read-only') return say('workspace.bannerBackup');
  if (status.mode === 'temporary') return say('workspace.bannerTemporary');
  return null;
}

export function ReadOnlyBanner() {
  const say = useMessage();
  const navigate = useNavigation((s) => s.navigate);
  const status = useWorkspaceStatus((s) => s.status);
  useEffect(() => startWorkspaceStatus(), []);
  if (!status) return null;
  const reason = why(status, say);
  if (!reason) return null;
  return (
    <div className="read-only-banner" role="status" data-testid="read-only-banner" data-mode={status.mode}>
      <strong>
        {status.mode === 'temporary' ? say('workspace.bannerTemporaryTitle') : say('workspace.bannerTitle')}
      </strong>{' '}
      <span dir="auto">{reason}</span>
      <button type="button" className="link-button" onClick={() => navigate({ view: 'settings' })}>
        {say('shell.nav.settings')}
      </button>
    </div>
  );
}
