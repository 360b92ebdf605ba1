// A view opened from another starts at its top (the main area keeps one scroll position across views otherwise); a
// view returned to with Back, where the broker left it. Its content may still be loading (a detail read from the
// cache): the position is tried again on the next frames until the content is tall enough, for at most three seconds, unless the broker
// scrolls first.
import { useEffect } from 'react';
import { useNavigation } from '../state/navigation-store';

export function useScrollReset(): void {
  const moves = useNavigation((s) => s.moves);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const top = Number(useNavigation.getState().current.restore?.scrollTop ?? 0);
    // The window's first view starts at the top already: scrolling there would only force a layout before the
    // form's first frame.
    if (moves === 0 && !(top > 0)) return;
    main.scrollTo({ top: 0 });
    if (!(top > 0)) return;
    const until = performance.now() + 3000;
    let frame = 0;
    const place = () => {
      main.scrollTo({ top });
      if (Math.abs(main.scrollTop - top) > 1 && performance.now() < until) frame = requestAnimationFrame(place);
    };
    // The broker scrolling meanwhile has the last word.
    const stop = () => cancelAnimationFrame(frame);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const e of events) main.addEventListener(e, stop, { once: true, passive: true });
    place();
    return () => {
      stop();
      for (const e of events) main.removeEventListener(e, stop);
    };
  }, [moves]);
}
