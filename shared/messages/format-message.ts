// The one formatter of messages, for the window, the core and the command line: a message of the catalogue in one
// language, its arguments formatted as that language writes them (numbers, amounts, lists, UAE time) and every text
// argument set apart from the sentence's direction where the two can differ, here and nowhere else.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formats } from 'intl-messageformat';
import { isRtl, type Lang } from '../domain/lang';
import { DAY, DAY_TIME, formatBytes, formatList, localeOf, type Numerals } from '../format/intl';
import { isolate } from '../text/bidi-controls';
import { messageSource, type MessageId } from './catalogue';
import type { BytesArg, ListArg, MessageRef, TextArg } from './message-arg-types';
import type { MessageArgs } from './message-args';

export type { MessageId } from './catalogue';
export type { MessageArgs } from './message-args';
export type { MessageRef } from './message-arg-types';

/**
 * Named formats a message may use: `{when, date, uaeClock}` an instant on the UAE's clock, `{on, date, day}` its day, `{n, number, aed}` an
 * amount in dirhams and `{n, number, figure}` a measure, each with at most one decimal (the caller rounds: one below
 * ten, none above).
 */
const FORMATS: Partial<Formats> = {
  date: { uaeClock: DAY_TIME, day: DAY },
  time: { uaeClock: DAY_TIME },
  number: {
    aed: { style: 'currency', currency: 'AED', minimumFractionDigits: 0, maximumFractionDigits: 1 },
    figure: { minimumFractionDigits: 0, maximumFractionDigits: 1 },
  },
};

interface Compiled {
  /** The sentence's formatter, made when it is first needed: not for a sentence its pieces word. */
  format(): IntlMessageFormat;
  /**
   * A sentence of text, plain arguments (`{name}`) and selects alone, as its pieces: worded by joining them, as
   * intl-messageformat would, without a formatter. Making a formatter resolves the language's locale
   * (`Intl.Locale`), and the window's first use of Intl starts ICU: 10 ms, measured in Chromium, before the first
   * form could show, for the top bar's sentences, which are all of this kind.
   */
  pieces: readonly Piece[] | null;
  /** The arguments set into the sentence as they are (`{name}`): the only ones isolated; a select's key is not. */
  placedArgs: ReadonlySet<string>;
  /**
   * The keys of each select: an argument both chosen by and set into the sentence (`{type, select, city {City} …
   * other {{type}}}`) is matched as given, and isolated only when no branch is its own (the `other` that shows it).
   */
  selectKeys: ReadonlyMap<string, ReadonlySet<string>>;
}

const made = new Map<string, Compiled>();

/**
 * A message that is its own text (as scripts/messages.mjs's PLAIN_MESSAGE: no argument, tag, quote or `#`): worded as
 * one literal, without parsing; the builds ship such a message as its text alone.
 */
const PLAIN = /^[^{}<'#]*$/;

function plainArguments(elements: readonly MessageFormatElement[], into: Set<string>): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.add(el.value);
    else if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) plainArguments(option.value, into);
    } else if (el.type === TYPE.tag) plainArguments(el.children, into);
  }
  return into;
}

function selectKeysOf(
  elements: readonly MessageFormatElement[],
  into: Map<string, Set<string>>,
): Map<string, Set<string>> {
  for (const el of elements) {
    if (el.type === TYPE.select) {
      const keys = into.get(el.value) ?? new Set<string>();
      for (const key of Object.keys(el.options)) if (key !== 'other') keys.add(key);
      into.set(el.value, keys);
    }
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) selectKeysOf(option.value, into);
    } else if (el.type === TYPE.tag) selectKeysOf(el.children, into);
  }
  return into;
}

/** A piece of a sentence worded without a formatter: text, a plain argument, or a select's branches. */
type Piece = string | { arg: string } | { select: string; branches: ReadonlyMap<string, readonly Piece[]> };

/** The pieces of a sentence of text, plain arguments and selects alone; null for any other (a number, a plural…). */
export function piecesOf(elements: readonly MessageFormatElement[]): Piece[] | null {
  const pieces: Piece[] = [];
  for (const el of elements) {
    if (el.type === TYPE.literal) pieces.push(el.value);
    else if (el.type === TYPE.argument) pieces.push({ arg: el.value });
    else if (el.type === TYPE.select) {
      // A map, not an object: a branch may be named as any key is (`__proto__` included).
      const branches = new Map<string, readonly Piece[]>();
      for (const [key, option] of Object.entries(el.options)) {
        const branch = piecesOf(option.value);
        if (!branch) return null;
        branches.set(key, branch);
      }
      pieces.push({ select: el.value, branches });
    } else return null;
  }
  return pieces;
}

function compiled(lang: Lang, id: MessageId, numerals: Numerals | undefined): Compiled {
  const key = `${lang}|${numerals ?? ''}|${id}`;
  let compiledOne = made.get(key);
  if (!compiledOne) {
    const given = messageSource(lang, id);
    const source: string | MessageFormatElement[] =
      typeof given === 'string' && PLAIN.test(given) ? [{ type: TYPE.literal, value: given }] : given;
    let format: IntlMessageFormat | null = null;
    const formatter = (): IntlMessageFormat =>
      (format ??= new IntlMessageFormat(source, localeOf(lang, numerals), FORMATS));
    // A message without its parsed form (a catalogue as the unit tests read it, straight from its file) is parsed by
    // its formatter, made at once.
    const ast = typeof source === 'string' ? formatter().getAst() : source;
    compiledOne = {
      format: formatter,
      pieces: piecesOf(ast),
      placedArgs: plainArguments(ast, new Set()),
      selectKeys: selectKeysOf(ast, new Map()),
    };
    made.set(key, compiledOne);
  }
  return compiledOne;
}

/**
 * A sentence of pieces, worded as intl-messageformat words it (a text or a number as its string; a select's branch
 * for its key, else its `other`); null where an argument is anything else (a date, or one missing) or a select has
 * no branch for it, for the formatter to word or refuse.
 */
export function joined(pieces: readonly Piece[], values: Readonly<Record<string, unknown>>): string | null {
  let text = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') text += piece;
    else if ('arg' in piece) {
      const value = values[piece.arg];
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      text += String(value);
    } else {
      const key = values[piece.select];
      if (typeof key !== 'string') return null;
      const branch = piece.branches.get(key) ?? piece.branches.get('other');
      const worded = branch ? joined(branch, values) : null;
      if (worded === null) return null;
      text += worded;
    }
  }
  return text;
}

const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * Text set inside a sentence: isolated where its direction and the sentence's can differ (any text in a
 * right-to-left sentence, right-to-left text in any sentence), so a name never reorders the figures beside it; an
 * English sentence of English names stays free of invisible marks (a terminal, a CSV cell, a test's expectation).
 */
function placed(text: string, lang: Lang): string {
  return isRtl(lang) || STRONG_RTL.test(text) ? isolate(text) : text;
}

function isList(value: unknown): value is ListArg {
  return typeof value === 'object' && value !== null && 'list' in value;
}

function isBytes(value: unknown): value is BytesArg {
  return typeof value === 'object' && value !== null && 'bytes' in value;
}

function isRef(value: unknown): value is MessageRef {
  return typeof value === 'object' && value !== null && 'id' in value && 'args' in value;
}

function prepared(
  args: Readonly<Record<string, unknown>>,
  lang: Lang,
  { placedArgs, selectKeys }: Compiled,
  options: FormatOptions,
): Record<string, string | number | Date> {
  const out: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(args)) {
    // A select's key stays as given, or its branch would not be found (an Arabic sentence isolates every text).
    if (typeof value === 'string')
      out[name] = placedArgs.has(name) && !selectKeys.get(name)?.has(value) ? placed(value, lang) : value;
    else if (isBytes(value)) out[name] = formatBytes(value.bytes, lang);
    else if (isRef(value)) out[name] = placed(formatMessageWith(lang, value.id, value.args, options), lang);
    else if (isList(value))
      out[name] = formatList(
        value.list.map((item) => placed(item, lang)),
        lang,
        value.style,
      );
    else if (typeof value === 'number' || value instanceof Date) out[name] = value;
    else throw new TypeError(`message argument "${name}" is ${typeof value}, not text, a number, a list or a date`);
  }
  return out;
}

/** A message's arguments as a rest parameter: optional for a message that takes none. */
export type ArgsParam<K extends MessageId> = keyof MessageArgs[K] extends never
  ? [args?: MessageArgs[K]]
  : [args: MessageArgs[K]];

/** A message's arguments and the digits to write its figures in (the language's own when absent). */
export interface FormatOptions {
  numerals?: Numerals;
}

/** One message of the catalogue, in `lang`, with its arguments. */
export function formatMessage<K extends MessageId>(lang: Lang, id: K, ...[args]: ArgsParam<K>): string {
  return formatMessageWith(lang, id, args ?? ({} as MessageArgs[K]), {});
}

/** As formatMessage, with options (a printed report's digits). */
export function formatMessageWith<K extends MessageId>(
  lang: Lang,
  id: K,
  args: MessageArgs[K],
  options: FormatOptions,
): string {
  // A message that is its own text is returned as it is: building a formatter for it resolved the locale each time,
  // the larger part of the window's first render of its words.
  const source = messageSource(lang, id);
  if (typeof source === 'string' && PLAIN.test(source)) return source;
  const made = compiled(lang, id, options.numerals);
  const values = prepared(args as Record<string, TextArg>, lang, made, options);
  const text = (made.pieces && joined(made.pieces, values)) ?? made.format().format(values);
  if (typeof text !== 'string') throw new TypeError(`message "${id}" did not format to text`);
  return text.includes('-\u2068') ? text.replace(FLAG_BEFORE_ISOLATE, '\u2068$1') : text;
}

/**
 * A command-line flag written around an argument (`--{kind}`, `--remove-{role}`): its dashes go inside the
 * argument's isolate, so the flag is one left-to-right run. Left outside, the dashes took the right-to-left
 * sentence's direction and an Arabic line showed `agency--`.
 */
const FLAG_BEFORE_ISOLATE = /(?<![\p{L}\p{N}-])(--(?:[a-z0-9]+-)*)\u2068/gu;

/** Words a message reference in `lang`. */
export function formatRef(lang: Lang, ref: MessageRef, options: FormatOptions = {}): string {
  return formatMessageWith(lang, ref.id, ref.args, options);
}
