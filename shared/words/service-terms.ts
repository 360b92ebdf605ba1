// Terms the data service sends in English that the app shows in the interface language where it knows them, else as
// sent: amenities (also the value the `amenities` filter takes), agents' specialisations, the bodies that license
// brokerages, and the captions of listing photos and plans. Their words are messages of the catalogue, by the term's
// English (`amenity.builtInWardrobes`, `photoCaption.floorPlan`, …).
import type { Lang } from '../domain/lang';
import { wordOf } from './catalogue-words';

/** A term in `lang` where the catalogue knows it (any case, trimmed), else the text as the service sent it. */
function termIn(prefix: string): (text: string, lang: Lang) => string {
  return (text, lang) => wordOf(prefix, text.trim(), lang) ?? text;
}

/** An amenity as the broker reads it in `lang`; a name the app does not know is shown as the service sent it. */
export const amenityName = termIn('amenity');

/** An agent's specialisation in `lang` where the app knows it. */
export const specializationName = termIn('specialization');

/** A licensing body's name in `lang` where the app knows it. */
export const licenceAuthorityName = termIn('licenceAuthority');

/** A photo's or plan's caption in `lang` where the app knows it; any other caption as the service sent it. */
export const photoCaption = termIn('photoCaption');
