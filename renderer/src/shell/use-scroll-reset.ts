// A view opened from another starts at its top: the main area keeps one scroll position across views otherwise.
import { useEffect } from 'react';
import { useNavigation } from '../state/navigation-store';

export function useScrollReset(): void {
  const current = useNavigation((s) => s.current);
  useEffect(() => {
    document.getElementById('main')?.scrollTo({ top: 0 });
  }, [current]);
}
