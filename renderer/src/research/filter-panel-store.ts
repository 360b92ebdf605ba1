// Whether each research view's filter panel is collapsed to its one-line summary: the broker's choice, remembered
// per view across sessions.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ListView } from '../state/navigation-store';

interface FilterPanelStore {
  collapsed: Partial<Record<ListView, boolean>>;
  setCollapsed(view: ListView, collapsed: boolean): void;
}

export const useFilterPanel = create<FilterPanelStore>()(
  persist(
    (set) => ({
      collapsed: {},
      setCollapsed: (view, collapsed) => set((s) => ({ collapsed: { ...s.collapsed, [view]: collapsed } })),
    }),
    { name: 'aqar-filter-panels', storage: createJSONStorage(() => localStorage) },
  ),
);
