// Bumped when a note was written, edited or removed in this window, so lists that count notes (the listing grids'
// Notes column) read their counts again.
import { create } from 'zustand';

export const useNotesChanged = create<{ generation: number; bump(): void }>((set) => ({
  generation: 0,
  bump: () => set((s) => ({ generation: s.generation + 1 })),
}));
