// The details feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { Section } from './DetailParts';
export { ProjectPanel } from './ProjectPanel';
export { useDetailProvenance } from './detail-provenance-store';
