// The portfolio feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { PORTFOLIO_TOOLTIP } from './HistoryChart';
export { WatchButton } from './WatchButton';
export { WatchFromResults } from './WatchFromResults';
export { downloadText } from './export/download';
