// The report feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { StartReportButton } from './StartReportButton';
export { isPrintAddress } from './print/is-print-address';
export { startReportFromPin } from './start-from-pin';
