// The workspace's state as the core last said it (healthy, read-only and why, open from a backup, temporary), read
// at start and again whenever the core raises a notice about the workspace or the data folder, so that the
// read-only banner and Settings → Workspace agree.
import { create } from 'zustand';
import type { Notice, WorkspaceStatusView } from '#shared/ipc/contract';
import { api } from '../api/api';

interface WorkspaceStatusState {
  status: WorkspaceStatusView | null;
  set(status: WorkspaceStatusView): void;
  load(): Promise<void>;
}

export const useWorkspaceStatus = create<WorkspaceStatusState>()((set) => ({
  status: null,
  set: (status) => set({ status }),
  load: async () => {
    const result = await api.invoke('workspace:status', {});
    if (result.ok) set({ status: result.value });
  },
}));

const ABOUT_WORKSPACE = /^(workspace-|data-folder-)/;

let started = false;

/** Loads the state, then reloads it when a notice about the workspace arrives. Idempotent. */
export function startWorkspaceStatus(): () => void {
  if (started) return () => {};
  started = true;
  void useWorkspaceStatus.getState().load();
  const off = api.on('app:notice', (notice: Notice) => {
    if (notice.code && ABOUT_WORKSPACE.test(notice.code)) void useWorkspaceStatus.getState().load();
  });
  return () => {
    off();
    started = false;
  };
}
