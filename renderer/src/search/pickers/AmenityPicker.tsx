// Amenity picker: names from /amenities-search, with how many listings have each, shown in the interface language
// where the app knows the name; the service's own names feed `amenities`.
import type { Lang } from '#shared/domain/lang';
import type { Amenity } from '#shared/domain/amenity';
import { ok, type Result } from '#shared/errors';
import { amenityName } from '#shared/words/service-terms';
import { loadAnswer } from '../../data';
import { usePreferences } from '../../state/preferences-store';
import type { PickedAmenity } from '../types';
import { useMessage } from '../../i18n/messages';
import { ChipCombobox, type SearchPage } from './ChipCombobox';
import { countText } from './picker-format';

async function searchAmenities(query: string): Promise<Result<SearchPage<Amenity>>> {
  const result = await loadAnswer('amenities-search', { query });
  return result.ok ? ok({ items: result.value.result.items, total: result.value.result.total }) : result;
}

function describeAmenity(amenity: Amenity, lang: Lang) {
  return {
    primary: amenityName(amenity.value, lang),
    meta: amenity.count === null ? undefined : countText('search.picker.listings', amenity.count, lang),
  };
}

function toPickedAmenity(amenity: Amenity): PickedAmenity {
  return { value: amenity.value, label: amenity.value };
}

export interface AmenityPickerProps {
  value: readonly PickedAmenity[];
  onChange(next: PickedAmenity[]): void;
  placeholder?: string;
  inputId?: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}

export function AmenityPicker({ value, onChange, placeholder, inputId, describedBy, invalid }: AmenityPickerProps) {
  const say = useMessage();
  const lang = usePreferences((p) => p.lang);
  return (
    <ChipCombobox<Amenity, PickedAmenity>
      kind="amenities"
      searcher={searchAmenities}
      describe={describeAmenity}
      toPicked={toPickedAmenity}
      pickedKey={(p) => p.value}
      pickedLabel={(p) => amenityName(p.value, lang)}
      value={value}
      onChange={onChange}
      placeholder={placeholder ?? say('search.placeholders.amenity')}
      inputId={inputId}
      inputTestId="amenity-picker-input"
      describedBy={describedBy}
      invalid={invalid}
    />
  );
}
