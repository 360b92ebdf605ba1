// Shared shapes of the search forms: what a form submits and what a picker hands back (ids to send, names to show).
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import type { Localized } from '#shared/domain/lang';

/** One request a search form submits: an operation and parameters valid for it (langs and page are the app's). */
export type SearchRequest<N extends OperationName = OperationName> = {
  [K in N]: { operation: K; params: OperationInput<K> };
}[N];

/** A place chosen in the location picker: `externalID` feeds location_ids / location_id. */
export interface PickedLocation {
  externalID: string;
  /** The name in the language it was picked in. */
  label: string;
  /** The name in every language the service gave, so the chip follows a language switch. */
  names?: Localized;
  /** The place's hierarchy ("UAE > Dubai > Dubai Marina"), shown as the chip's tooltip. */
  path?: string;
  type?: string;
}

/** An amenity chosen in the amenity picker: `value` is the name the `amenities` filter takes. */
export interface PickedAmenity {
  value: string;
  label: string;
}

/** A developer, agency or agent chosen by name: `externalID` feeds developer_ids / agency_ids / agent_ids. */
export interface PickedEntity {
  externalID: string;
  label: string;
  /** The secondary line shown when it was picked (counts, agency). */
  detail?: string;
}

/** The props every search form takes: it is controlled, and submits a request for its own operation(s). */
export interface SearchFormProps<S, N extends OperationName> {
  value: S;
  onChange(value: S): void;
  onSubmit(request: SearchRequest<N>): void;
  /** A search is running: the submit button waits. */
  busy?: boolean;
}
