// `npm run messages`: writes shared/messages/message-args.ts, the type of each message's arguments, from the English
// catalogue (shared/messages/catalogue/en.json). A message id that does not exist, an argument misspelt or of the
// wrong kind then fails `npm run typecheck`; shared/messages/catalogue.test.ts fails while this file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ARGS_FILE = join(root, 'shared/messages/message-args.ts');
export const FACTS_FILE = join(root, 'shared/messages/language-facts.ts');
export const CATALOGUES_FILE = join(root, 'shared/messages/catalogues.ts');

/** Each argument of an ICU message with its kind: what a caller must pass. */
export function argumentKinds(message) {
  const kinds = new Map();
  const put = (name, kind) => {
    const before = kinds.get(name);
    // An argument used both plainly and as a number is a number; as a date anywhere, a date.
    if (!before || before === 'text') kinds.set(name, kind);
  };
  const walk = (elements) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) put(el.value, 'text');
      else if (el.type === TYPE.number) put(el.value, 'number');
      else if (el.type === TYPE.date || el.type === TYPE.time) put(el.value, 'date');
      else if (el.type === TYPE.plural) {
        put(el.value, 'number');
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.select) {
        // A select whose `other` says nothing is a closed set: the caller must pass one of its keys.
        const other = el.options.other?.value ?? [];
        const closed = other.length === 0;
        const keys = Object.keys(el.options)
          .filter((k) => k !== 'other')
          .sort();
        put(el.value, closed ? `select:${keys.join('|')}` : 'text-key');
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return new Map([...kinds].sort(([a], [b]) => a.localeCompare(b)));
}

const TS_TYPE = {
  text: 'TextArg',
  'text-key': 'string',
  number: 'number',
  date: 'DateArg',
};

function tsType(kind) {
  if (kind.startsWith('select:')) {
    const keys = kind.slice('select:'.length).split('|').filter(Boolean);
    return keys.length > 0 ? keys.map((k) => `'${k}'`).join(' | ') : 'string';
  }
  return TS_TYPE[kind];
}

/**
 * A message that is its own text: no argument, tag, quote or `#` (shared/messages/format-message.ts words it without
 * parsing, so the builds ship no parsed form of it).
 */
export const PLAIN_MESSAGE = /^[^{}<'#]*$/;

/**
 * A message's parsed form compacted for shipping, as shared/messages/catalogue.ts's `CompactElement` reads it: a
 * literal as its text, a plain argument as `[name]`, any other element as itself with its branches (each its list of
 * elements alone) and its children compacted alike.
 */
export function compactElements(elements) {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return el.value;
    if (el.type === TYPE.argument) return [el.value];
    const out = { ...el };
    if (el.options) {
      out.options = Object.fromEntries(
        Object.entries(el.options).map(([key, { value }]) => [key, compactElements(value)]),
      );
    }
    if (el.children) out.children = compactElements(el.children);
    return out;
  });
}

/**
 * A catalogue as the builds ship it: each message parsed ahead of time, so the window's first frame and a CLI run
 * spend no time parsing messages (25 ms for the top bar's six, parsed at start, against 0.3 ms from the parsed form,
 * measured), and compacted (compactElements) without its text, which the formatter never reads once parsed. A plain
 * message ships as its text alone: its parsed form would only repeat it. The English catalogue shipped so is 0.2 MB
 * of the window's first script, against 0.4 MB with each message's text beside its parsed form in full.
 */
export function compiledCatalogue(text, omit = null) {
  const catalogue = JSON.parse(text);
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([id]) => !omit?.test(id))
      .map(([id, entry]) => [
        id,
        PLAIN_MESSAGE.test(entry.message) ? entry.message : compactElements(parse(entry.message)),
      ]),
  );
}

const CATALOGUE_FILE = /[\\/]shared[\\/]messages[\\/]catalogue[\\/][a-z]+\.json$/;

/**
 * A shipped catalogue read one message at a time: `text` holds each message's compiled form as JSON, each ended by
 * the record separator (U+001E, which JSON always escapes inside a string), and `startOf` where each one starts, by
 * id. A message is parsed when first asked for and kept. The object reads as the record compiledCatalogue makes (its
 * ids, in order, and their entries), and cannot be changed.
 *
 * Why not the record itself: the window's first frame words a hundred or so of the English catalogue's 2,700
 * messages, and parsing them all made some 0.9 MB of young objects before the first render (2 ms of JSON.parse,
 * then a scavenge copying them), about 5 ms of the window's start in all (measured: bench/window.bench.ts).
 *
 * Written in plain JavaScript without free names: catalogueModule puts its source in each catalogue's module.
 */
export function shippedCatalogue(text, startOf) {
  const parsed = new Map();
  const has = (id) => typeof id === 'string' && Object.hasOwn(startOf, id);
  const entry = (id) => {
    let value = parsed.get(id);
    if (value === undefined) {
      const start = startOf[id];
      value = JSON.parse(text.slice(start, text.indexOf('\u001e', start)));
      parsed.set(id, value);
    }
    return value;
  };
  const readOnly = () => false;
  return new Proxy(startOf, {
    // What is not a message (a method of Object.prototype) reads as on any object.
    get: (target, id, receiver) => (has(id) ? entry(id) : Reflect.get(target, id, receiver)),
    // An accessor: asking whether a message exists (Object.hasOwn) does not parse it.
    getOwnPropertyDescriptor: (_, id) =>
      has(id) ? { get: () => entry(id), enumerable: true, configurable: true } : undefined,
    set: readOnly,
    defineProperty: readOnly,
    deleteProperty: readOnly,
    setPrototypeOf: readOnly,
    preventExtensions: readOnly,
  });
}

/**
 * A catalogue as a module: its compiled messages as one string, read by shippedCatalogue, separated by a character
 * a minifier writes as itself rather than a line break (the window's first script stays a few lines long). A
 * catalogue is the largest part of that script, and Chromium's parser only scans a string; the index is JSON.parse'd,
 * as the whole catalogue was when JSON.parse built it faster than an object literal's code (7 ms against 16 ms, cold).
 */
export function catalogueModule(text, omit = null) {
  const compiled = compiledCatalogue(text, omit);
  let joined = '';
  // Without a prototype: a message named `__proto__` would otherwise set it rather than be indexed.
  const startOf = Object.create(null);
  for (const [id, entry] of Object.entries(compiled)) {
    startOf[id] = joined.length;
    joined += `${JSON.stringify(entry)}\u001e`;
  }
  return `export default (${shippedCatalogue})(${JSON.stringify(joined)}, JSON.parse(${JSON.stringify(JSON.stringify(startOf))}));`;
}

/**
 * The messages only the command line says (its own lines and refusals, `cli.*` and `error.cli.*`): the window never
 * words them (test/architecture/cli-messages.test.ts holds every other layer to that), so its catalogues leave them
 * out, a sixth of the English catalogue in the window's first script.
 */
export const CLI_ONLY_MESSAGES = /^(cli|error\.cli)\./;

const VIRTUAL = '\0aqar-catalogue:';

/**
 * For Vite (electron.vite.config.ts: the renderer and the core's bundles): catalogue files arrive parsed. The file
 * is resolved to a module of our own, so Vite's JSON handling (which emits an object literal) never sees it.
 */
export function viteCompiledMessages({ omit = null } = {}) {
  return {
    name: 'aqar-compiled-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(VIRTUAL)) return source;
      if (!/catalogue/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // Named without `.json`, which Vite's own JSON handling would claim.
      return resolved && CATALOGUE_FILE.test(resolved.id) ? VIRTUAL + resolved.id.replace(/\.json$/, '') : null;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const { readFile } = await import('node:fs/promises');
      const file = `${id.slice(VIRTUAL.length)}.json`;
      this.addWatchFile(file);
      return catalogueModule(await readFile(file, 'utf8'), omit);
    },
  };
}

const PARSER = '@formatjs/icu-messageformat-parser';
/**
 * The modules that format parsed messages and need the parser's types and guards alone: intl-messageformat,
 * shared/messages/format-message.ts and shared/messages/catalogue.ts (which expands a shipped message). Any other
 * importer (the pseudo-locale, which parses every message it rewrites) gets the parser.
 */
const FORMATS_PARSED =
  /([\\/]node_modules[\\/]intl-messageformat[\\/]|[\\/]shared[\\/]messages[\\/](format-message|catalogue)\.ts(\?|$))/;

/**
 * For Vite (the renderer): every message the window words arrives parsed (viteCompiledMessages; the pseudo-locale
 * gives its own their parsed forms), so the formatter is given formatjs's module for precompiled messages
 * (no-parser.js): the parser's types and guards without the parser, 26 KB less of the window's first script.
 */
export function viteNoMessageParser() {
  return {
    name: 'aqar-no-message-parser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== PARSER || !importer || !FORMATS_PARSED.test(importer)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

/** For esbuild (scripts/build-cli.mjs): catalogue files arrive compiled, read a message at a time (catalogueModule). */
export const esbuildCompiledMessages = {
  name: 'aqar-compiled-messages',
  setup(build) {
    build.onLoad({ filter: CATALOGUE_FILE }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      return { contents: catalogueModule(await readFile(args.path, 'utf8')), loader: 'js' };
    });
  },
};

/** The arguments file for a catalogue, formatted as the repository's prettier formats it. */
export async function argsFile(catalogue) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(ARGS_FILE)) ?? {};
  return prettier.format(argsSource(catalogue), { ...config, filepath: ARGS_FILE });
}

function argsSource(catalogue) {
  const lines = [
    '// Written by `npm run messages` from catalogue/en.json: do not edit. The arguments each message takes.',
    "import type { DateArg, TextArg } from './message-arg-types';",
    '',
    '/* eslint-disable @typescript-eslint/no-empty-object-type -- a message without arguments takes {} */',
    'export interface MessageArgs {',
  ];
  for (const [id, entry] of Object.entries(catalogue)) {
    const kinds = argumentKinds(entry.message);
    const fields = [...kinds].map(
      ([name, kind]) => `${/^[A-Za-z_]\w*$/.test(name) ? name : `'${name}'`}: ${tsType(kind)}`,
    );
    lines.push(`  '${id}': { ${fields.join('; ')}${fields.length ? ' ' : ''}};`);
  }
  lines.push('}', '');
  return lines.join('\n').replace(/\{ \}/g, '{}');
}

/**
 * A catalogue's text with its messages in the order of their ids: two branches that each add messages then change
 * different lines of the file, so they merge without a conflict (appended at the end, every addition collided).
 */
export function sortedCatalogueText(text) {
  const catalogue = JSON.parse(text);
  const ids = Object.keys(catalogue).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(ids.map((id) => [id, catalogue[id]])), null, 2) + '\n';
}

const CATALOGUE_DIR = join(root, 'shared/messages/catalogue');

/** The interface languages: one catalogue file each, named by its code. */
function catalogueFiles(readdirSync) {
  return readdirSync(CATALOGUE_DIR)
    .filter((f) => /^[a-z]+\.json$/.test(f))
    .sort()
    .map((f) => f.replace(/\.json$/, ''));
}

async function prettierFormat(text, filepath) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...config, filepath });
}

/**
 * What the code must know of each language before (or without) loading its catalogue, read out of the catalogues'
 * `language.*` messages: its own name (the language menu names every language while only the shown one's catalogue
 * is loaded), the locale Intl formats it in, its direction and its fonts. Adding a language is then its catalogue,
 * its font and its code in LANGS (shared/domain/lang.ts); nothing here is listed by hand.
 */
export async function factsFile() {
  const { readdirSync } = await import('node:fs');
  const lines = [
    "// Written by `npm run messages` from each catalogue's `language.*` messages: do not edit. What the code knows of",
    '// each interface language without loading its catalogue.',
    'export const LANGUAGE_FACTS = {',
  ];
  for (const lang of catalogueFiles(readdirSync)) {
    const catalogue = JSON.parse(readFileSync(join(CATALOGUE_DIR, `${lang}.json`), 'utf8'));
    const fact = (id) => {
      const value = catalogue[`language.${id}`]?.message;
      if (value === undefined) throw new Error(`${lang}.json has no message language.${id}`);
      return value;
    };
    const direction = fact('direction');
    if (direction !== 'ltr' && direction !== 'rtl') throw new Error(`${lang}.json: language.direction is ltr or rtl`);
    const fonts = fact('fonts')
      .split(',')
      .map((family) => family.trim())
      .filter(Boolean);
    lines.push(
      `  ${lang}: { ownName: ${JSON.stringify(fact('ownName'))}, locale: ${JSON.stringify(fact('locale'))}, ` +
        `direction: '${direction}', fonts: ${JSON.stringify(fonts)} },`,
    );
  }
  lines.push('} as const;', '');
  return prettierFormat(lines.join('\n'), FACTS_FILE);
}

/**
 * Every catalogue file, imported: for the core and the command line, which word messages in any language
 * (all-languages.ts). Written from the folder, so a new catalogue is found without being listed by hand.
 */
export async function cataloguesFile() {
  const { readdirSync } = await import('node:fs');
  const langs = catalogueFiles(readdirSync);
  const lines = [
    '// Written by `npm run messages` from the files of shared/messages/catalogue: do not edit. Every catalogue.',
    ...langs.map((lang) => `import ${lang} from './catalogue/${lang}.json';`),
    '',
    `export const CATALOGUE_FILES = { ${langs.join(', ')} };`,
    '',
  ];
  return prettierFormat(lines.join('\n'), CATALOGUES_FILE);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { readdirSync } = await import('node:fs');
  for (const file of readdirSync(CATALOGUE_DIR).filter((f) => f.endsWith('.json'))) {
    const path = join(CATALOGUE_DIR, file);
    const text = readFileSync(path, 'utf8');
    const sorted = sortedCatalogueText(text);
    if (sorted !== text) writeFileSync(path, sorted);
  }
  const en = JSON.parse(readFileSync(join(root, 'shared/messages/catalogue/en.json'), 'utf8'));
  writeFileSync(ARGS_FILE, await argsFile(en));
  writeFileSync(FACTS_FILE, await factsFile());
  writeFileSync(CATALOGUES_FILE, await cataloguesFile());
  console.log(`wrote ${ARGS_FILE} (${Object.keys(en).length} messages)`);
}
