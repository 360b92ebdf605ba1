// The message catalogues: one file per interface language (catalogue/<lang>.json), each message a whole sentence in
// ICU MessageFormat. English is the source: it gives every message a description for the translator and, through
// `npm run messages`, the type of its arguments. A language's catalogue is registered before its messages are
// formatted: the core and the CLI register all of them at once (all-languages.ts), the window the one it shows
// (renderer/src/i18n/messages.ts), so a language it does not show is never downloaded or parsed.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Lang } from '../domain/lang';
import type en from './catalogue/en.json';

export type MessageId = keyof typeof en;

/** A message as its file writes it (what the unit tests and the checks read), or with a parsed form made at run time. */
export interface FileEntry {
  readonly message: string;
  /** Parsed at run time (the pseudo-locale rewrites parsed forms); parsed at first use where absent. */
  readonly ast?: MessageFormatElement[];
}

/**
 * An element of a message's parsed form as the builds ship it (scripts/messages.mjs): a literal as its text, a plain
 * argument (`{name}`) as `[name]`, any other element as itself with the elements of its branches (`options`, each
 * branch its list alone) and children compacted alike. Half the bytes of the parsed form beside its text: the English
 * catalogue is the window's first script's largest part, and Chromium parses all of it before the first form.
 */
export type CompactElement = string | readonly [name: string] | CompactOther;

interface CompactOther {
  readonly type: number;
  readonly options?: Readonly<Record<string, readonly CompactElement[]>>;
  readonly children?: readonly CompactElement[];
}

/** A message as the builds ship it: a plain message (no argument, tag, quote or `#`) as its text, any other parsed. */
export type ShippedEntry = string | readonly CompactElement[];

/** Every message of one language; the English catalogue's ids are the ones each language must have. */
export type Catalogue = Readonly<Record<MessageId, FileEntry | ShippedEntry>>;

function expanded(elements: readonly CompactElement[]): MessageFormatElement[] {
  return elements.map((el): MessageFormatElement => {
    if (typeof el === 'string') return { type: TYPE.literal, value: el };
    if (isList(el)) return { type: TYPE.argument, value: el[0] };
    const out: Record<string, unknown> = { ...el };
    if (el.options) {
      out.options = Object.fromEntries(
        Object.entries(el.options).map(([key, branch]) => [key, { value: expanded(branch) }]),
      );
    }
    if (el.children) out.children = expanded(el.children);
    // The rest of the element is the parser's own, as the build wrote it (a catalogue test holds the two equal).
    return out as unknown as MessageFormatElement;
  });
}

function isList<T>(value: T | readonly unknown[]): value is readonly unknown[] {
  return Array.isArray(value);
}

const expandedForms = new WeakMap<readonly CompactElement[], MessageFormatElement[]>();

/**
 * A message as the formatter takes it: its ICU text (every message of a file; a plain one as shipped) or its parsed
 * form (shipped compacted, expanded here once; or made at run time). Not to be changed by the caller: it is shared.
 */
export function entrySource(entry: FileEntry | ShippedEntry): string | MessageFormatElement[] {
  if (typeof entry === 'string') return entry;
  if (isList(entry)) {
    let elements = expandedForms.get(entry);
    if (!elements) expandedForms.set(entry, (elements = expanded(entry)));
    return elements;
  }
  return entry.ast ?? entry.message;
}

/** The message `id` of a registered language, as the formatter takes it (entrySource). */
export function messageSource(lang: Lang, id: MessageId): string | MessageFormatElement[] {
  return entrySource(catalogueOf(lang)[id]);
}

/**
 * A message of text and plain arguments alone as a template, each argument written `{name}`: for the two sentences
 * filled below the formatter (UAE time's name, shared/format/intl.ts; a printed page's number, whose arguments are CSS
 * counters). Any other element is a mistake of the catalogue here (a catalogue test holds these two so), said.
 */
export function messageTemplate(lang: Lang, id: MessageId): string {
  const source = messageSource(lang, id);
  if (typeof source === 'string') return source;
  return source
    .map((el) => {
      if (el.type === TYPE.literal) return el.value;
      if (el.type === TYPE.argument) return `{${el.value}}`;
      throw new Error(`message "${id}" in "${lang}" is more than text and {arguments}`);
    })
    .join('');
}

const registered = new Map<Lang, Catalogue>();

export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  registered.set(lang, catalogue);
}

export function hasCatalogue(lang: Lang): boolean {
  return registered.has(lang);
}

/** A registered language's catalogue; formatting in a language not yet loaded is a mistake of the caller, said. */
export function catalogueOf(lang: Lang): Catalogue {
  const catalogue = registered.get(lang);
  if (!catalogue) throw new Error(`the messages of "${lang}" are not loaded (register its catalogue first)`);
  return catalogue;
}
