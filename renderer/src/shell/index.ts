// The shell feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { CurrentView } from './CurrentView';
export { Sidebar } from './Sidebar';
export { StatusBar, formatTime } from './StatusBar';
export { ViewPending } from './ViewPending';
export { useCurrentProvenance } from './current-provenance';
export { goBack, useRouteSync } from './route-sync';
export { useSessionRestore } from './session-restore';
export { useScrollReset } from './use-scroll-reset';
export { useViewFocus } from './use-view-focus';
