// Keeps the address and the window's history in step with the app's navigation: a move to a view adds a history
// entry named by its route, the app's Back takes the browser's step back, and the browser's Back and Forward move
// within the app (restoring what each view remembered where the app still holds it). At start the address decides
// which view opens, so a reload stays where the broker was.
import { useEffect, useState } from 'react';
import { useNavigation } from '../state/navigation-store';
import { routeOf, targetOf } from './route-url';

/** How many app entries lie behind the current one in the window's history. */
let depth = 0;
/** A move made by the browser's Back or Forward: the address already says it. */
let fromBrowser = false;

const depthOf = (state: unknown): number | null =>
  typeof state === 'object' && state !== null && typeof (state as { aqar?: unknown }).aqar === 'number'
    ? (state as { aqar: number }).aqar
    : null;

const hashOf = (route: string): string => `#${route}`;

/** The app's Back: the browser's step back while it has one of the app's, else the app's own. */
export function goBack(): void {
  if (depth > 0 && useNavigation.getState().history.length > 0) window.history.back();
  else useNavigation.getState().back();
}

/** Opens the view the address names (before the first render, so the default view never flashes). */
function openAddressedView(): true {
  const initial = targetOf(window.location.hash);
  if (initial) useNavigation.setState({ current: initial });
  return true;
}

/** Writes each move into the address and follows Back and Forward. */
export function startRouteSync(): () => void {
  depth = depthOf(window.history.state) ?? 0;
  window.history.replaceState({ aqar: depth }, '', hashOf(routeOf(useNavigation.getState().current)));

  const offStore = useNavigation.subscribe((s, before) => {
    if (s.moves === before.moves || fromBrowser) return;
    const url = hashOf(routeOf(s.current));
    if (s.lastMove === 'push') window.history.pushState({ aqar: ++depth }, '', url);
    else window.history.replaceState({ aqar: depth }, '', url);
  });

  const onPop = (event: PopStateEvent): void => {
    const target = targetOf(window.location.hash);
    const to = depthOf(event.state);
    const nav = useNavigation.getState();
    fromBrowser = true;
    try {
      if (to === null) {
        // An address typed by hand: a new entry of the app's history.
        if (target) nav.navigate(target);
        window.history.replaceState({ aqar: ++depth }, '', hashOf(routeOf(useNavigation.getState().current)));
        return;
      }
      if (to < depth) {
        // Back (perhaps several steps from the history menu): the app's own entries carry what each view kept.
        for (let step = depth - to; step > 0 && useNavigation.getState().history.length > 0; step--) {
          useNavigation.getState().back();
        }
        const now = useNavigation.getState();
        if (target && routeOf(now.current) !== routeOf(target)) {
          // Entries from before a reload: the app no longer holds them, the address still names them.
          useNavigation.setState({ current: target, moves: now.moves + 1, lastMove: 'back' });
        }
      } else if (target && to > depth) {
        nav.navigate(target);
      }
      depth = to;
    } finally {
      fromBrowser = false;
    }
  };
  window.addEventListener('popstate', onPop);
  return () => {
    offStore();
    window.removeEventListener('popstate', onPop);
  };
}

/** The shell's one line: the address follows the app, and the app the address. */
export function useRouteSync(): void {
  useState(openAddressedView);
  useEffect(() => startRouteSync(), []);
}
