// The export feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { ExportMenu } from './ExportMenu';
export { destination, runExport, startDownload } from './export-actions';
export { toldFailed } from './export-outcome';
export { gridActions, gridActionsCode } from './lazy-grid-actions';
