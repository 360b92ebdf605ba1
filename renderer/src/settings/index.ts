// The settings feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { startWorkspaceStatus, useWorkspaceStatus } from './workspace-status-store';
