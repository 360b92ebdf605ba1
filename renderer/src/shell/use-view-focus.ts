// Keyboard use across views. A move to another view puts the focus on its heading: the button that moved there
// (Run, a row, a link) is gone, and the focus fell to the page, so the next Tab began again at the window's top
// (65 Tabs to the results grid after Run). In a detail view, Escape goes back, as the Back button does.
import { useEffect } from 'react';
import { useNavigation } from '../state/navigation-store';
import { goBack } from './route-sync';

const DETAILS: ReadonlySet<string> = new Set(['property', 'agent', 'agency', 'developer']);

/** Where Escape belongs to what is being typed or chosen, not to the view. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  // A radio, a checkbox or a button takes no Escape of its own: there it goes back, as elsewhere in the view.
  return (
    target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type)
  );
}

export function useViewFocus(): void {
  const moves = useNavigation((s) => s.moves);
  useEffect(() => {
    if (moves === 0) return;
    const until = performance.now() + 2000;
    let frame = 0;
    // A detail's heading comes with its record: looked for on the next frames, and only while nothing else took
    // the focus.
    const find = () => {
      const free = document.activeElement === null || document.activeElement === document.body;
      if (!free) return;
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (performance.now() < until) frame = requestAnimationFrame(find);
    };
    frame = requestAnimationFrame(find);
    return () => cancelAnimationFrame(frame);
  }, [moves]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || typingIn(e.target)) return;
      const { current, history } = useNavigation.getState();
      if (!DETAILS.has(current.view) || history.length === 0) return;
      e.preventDefault();
      goBack();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
