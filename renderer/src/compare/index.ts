// The compare feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { InfoMark } from './InfoMark';
export { CompareBadge, PinButton, PinSelectedButton, usePinsLoaded } from './PinButtons';
export { pinOne } from './compare-actions';
export { useCompare } from './compare-store';
export { GRID_PIN_KIND, pinOfRow } from './pin-kinds';
