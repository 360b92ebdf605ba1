// The search forms and pickers: one form per list operation, producing `{ operation, params }` for fetchData.
export { ListingSearchForm, type ListingSearchFormProps } from './forms/ListingSearchForm';
export { ProjectSearchForm, type ProjectSearchFormProps } from './forms/ProjectSearchForm';
export { TransactionSearchForm, type TransactionSearchFormProps } from './forms/TransactionSearchForm';
export { AgentSearchForm, type AgentSearchFormProps, type AgentSearchOperation } from './forms/AgentSearchForm';
export { AgencySearchForm, type AgencySearchFormProps, type AgencySearchOperation } from './forms/AgencySearchForm';
export { DeveloperSearchForm, type DeveloperSearchFormProps } from './forms/DeveloperSearchForm';
export * from './forms/models';
export { pickedLocationSchema, readFormState } from './forms/form-schemas';
export { LocationPicker, type LocationPickerProps } from './pickers/LocationPicker';
export { AmenityPicker, type AmenityPickerProps } from './pickers/AmenityPicker';
export { DeveloperPicker } from './pickers/DeveloperPicker';
export { AgencyPicker } from './pickers/AgencyPicker';
export { AgentPicker } from './pickers/AgentPicker';
export { NamePicker, type ByNameOperation, type NamePickerProps } from './pickers/NamePicker';
export type { EntityPickerProps } from './pickers/picker-format';
export type { PickedAmenity, PickedEntity, PickedLocation, SearchFormProps, SearchRequest } from './types';
export { mapIssues, unclaimedMessages, validateParams, type MappedIssues, type ValidationOutcome } from './validation';
export {
  Checkbox,
  ChipToggles,
  Field,
  NumberInput,
  Segmented,
  Select,
  TextInput,
  groupDigits,
  optionsOf,
  type Option,
} from './fields';
export {
  OPEN_ENDED_COUNT,
  initialAgencySearchState,
  initialAgentSearchState,
  initialDeveloperSearchState,
  initialListingSearchState,
  initialProjectSearchState,
  initialTransactionSearchState,
  numberText,
  type ListingSearchFormState,
  type TransactionCategory,
} from './forms/models';
export { fieldLabel, issueText, paramLabel } from './issue-text';
export { pickedLocationLabel } from './pickers/LocationPicker';
