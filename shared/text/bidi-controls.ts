// Bidirectional control characters: the embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that
// reorder how text reads. From the data service they could make "‮gnp.exe‬ Villa" read as "exe.png Villa", so
// service text loses them when it is normalized, displays and files strip any that remain, and names the broker
// types refuse them. The marks LRM, RLM and ALM only give a direction and stay.
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function hasBidiControls(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** The text without any bidirectional control character (the same string when it has none). */
export function stripBidiControls(text: string): string {
  return BIDI_CONTROL.test(text) ? text.replace(BIDI_CONTROLS, '') : text;
}

/** Each bidirectional control shown as its escape (`\u202e`), for one-line text that must show what it held. */
export function escapeBidiControls(text: string): string {
  return BIDI_CONTROL.test(text)
    ? text.replace(BIDI_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : text;
}

/**
 * A copy of a JSON-like value with every string stripped of bidirectional controls; the value itself (no copy) when
 * none holds one. Plain objects and arrays are copied; anything else (a Date) is kept as it is.
 */
export function stripBidiDeep<T>(value: T): T {
  return stripped(value) as T;
}

function stripped(value: unknown): unknown {
  if (typeof value === 'string') return stripBidiControls(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, i) => {
      const next = stripped(item);
      if (next !== item) (out ??= [...value])[i] = next;
    });
    return out ?? value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const next = stripped(item);
    if (next !== item) (out ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return out ?? value;
}

/** Why a name the broker typed is refused, for zod refinements: the field's error names it. */
export const BIDI_REFUSAL =
  'must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069), which change the order it reads in';

/**
 * A name or other run of text of unknown direction set inside a sentence (a colleague's name in Arabic, an Arabic
 * place in English): isolated (FSI…PDI), so its direction neither takes nor gives the sentence's neighbouring
 * figures ("Layla Haddad، 2 ديسمبر" read "2 ،Layla Haddad" without it).
 */
export function isolate(text: string): string {
  return text === '' ? '' : `\u2068${text}\u2069`;
}
