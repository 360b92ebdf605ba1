// Escape closes a panel opened beside the results, wherever the focus is, unless something nearer took the key: a
// field being typed in, an open list or dialog. The key is claimed (default prevented) so that a detail view's own
// Escape (go back) does not also act: on a developer's page, Escape closes the project panel first. The focus goes
// back to what opened the panel (the grid cell clicked), so the keyboard keeps its place in the list.
import { useEffect, useLayoutEffect, useRef } from 'react';

function isTakenBySomethingNearer(e: KeyboardEvent): boolean {
  if (e.defaultPrevented) return true;
  const target = e.target;
  if (!(target instanceof Element)) return false;
  return (
    target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"]') !== null
  );
}

export function useEscapeToClose(open: boolean, close: () => void): void {
  const latest = useRef(close);
  useLayoutEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || isTakenBySomethingNearer(e)) return;
      e.preventDefault();
      latest.current();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}
