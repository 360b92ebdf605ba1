// The saved feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { SaveMarketButton } from './SaveMarketButton';
export { SaveSearchButton } from './SaveSearchButton';
export { failureText } from './failure-text';
