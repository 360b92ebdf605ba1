// The alerts feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { AlertsBadge } from './AlertsBadge';
