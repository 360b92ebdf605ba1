// A unit's bedrooms and bathrooms, asked alike by the listings and new-projects forms: the two chip rows of
// CountsField, named for the service's `rooms` and `baths` parameters.
import { useMessage } from '../../i18n/messages';
import { CountsField } from './CountsField';
import { BATH_CHOICES, ROOM_CHOICES } from './models';

export interface RoomsAndBaths {
  rooms: number[];
  baths: number[];
}

export function RoomsAndBathsFields({
  value,
  onChange,
  errors,
}: {
  value: RoomsAndBaths;
  onChange(patch: Partial<RoomsAndBaths>): void;
  errors: Readonly<Record<string, string>>;
}) {
  const say = useMessage();
  return (
    <>
      <CountsField
        name="rooms"
        label={say('search.fields.rooms')}
        choices={ROOM_CHOICES}
        value={value.rooms}
        onChange={(rooms) => onChange({ rooms })}
        error={errors.rooms}
      />
      <CountsField
        name="baths"
        label={say('search.fields.baths')}
        choices={BATH_CHOICES}
        value={value.baths}
        onChange={(baths) => onChange({ baths })}
        error={errors.baths}
      />
    </>
  );
}
