// What a message's arguments may be, by the kind its English text gives them (see scripts/messages.mjs).

/** A plain `{name}` argument: text (a name, a place), a number shown as it is, or a list shown as the language lists. */
export type TextArg = string | number | ListArg;

/** Items the language lists ("JVC, Al Barsha and Dubai Marina"); `unit` lists without a conjunction ("a, b, c"). */
export interface ListArg {
  readonly list: readonly string[];
  readonly style?: 'long' | 'narrow' | 'unit';
}

/** A `{name, date, …}` or `{name, time, …}` argument: an instant. */
export type DateArg = Date | number;
