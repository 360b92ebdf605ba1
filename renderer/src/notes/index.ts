// The notes feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { NotesSection } from './NotesSection';
export { useNotesChanged } from './notes-changed';
