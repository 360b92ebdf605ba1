// Whether a table is wider than the box it scrolls in (a 1024-px window, a language with long headers): then the
// broker is told to scroll it sideways, since a headless or overlay scrollbar says nothing. The box is given by a
// callback ref, so a table that appears after its card (its data loaded) is watched too.
import { useEffect, useState } from 'react';

export function useWiderThanBox(): [(box: HTMLElement | null) => void, boolean] {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setWider(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [box]);
  return [setBox, box !== null && wider];
}
