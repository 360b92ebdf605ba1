// The research feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { ResearchView } from './ResearchView';
export { useRanking } from './agency-ranking/ranking-store';
export { heldPageNumbers, holdPages } from './fetch-all-actions';
export { filterParts, filterSummary, type FilterPart } from './filter-summary';
export { useFormSnapshot, useFormStates } from './form-state-store';
export { runSearch } from './research-actions';
export { EMPTY_RESEARCH, useResearch, useResearchStore, type ResearchState } from './research-store';
export { distinctRows } from './row-identity';
export { useEscapeToClose } from './use-escape-to-close';
export { usePlaceNames } from './use-place-names';
export { VIEW_CONFIG, renderFormFor } from './view-config';
export { withLanguage } from './with-language';
