// The export under way (one at a time in a window): whose it is, and its progress as the core reports it.
import { create } from 'zustand';

export interface ExportTask {
  taskId: string;
  /** Which button started it (a grid's layout key, or `compare`), so only that one shows the progress. */
  owner: string;
  phase: 'starting' | 'reading' | 'writing';
  rowsWritten: number;
  rowsTotal: number | null;
}

interface ExportStore {
  task: ExportTask | null;
  set(task: ExportTask | null): void;
  progress(taskId: string, change: Partial<ExportTask>): void;
}

export const useExportTask = create<ExportStore>()((set) => ({
  task: null,
  set: (task) => set({ task }),
  progress: (taskId, change) => set((s) => (s.task?.taskId === taskId ? { task: { ...s.task, ...change } } : s)),
}));
