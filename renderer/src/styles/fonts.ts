// Fonts bundled with the renderer, so Arabic, Chinese and Hindi render on a machine without those system fonts: the Noto
// families from the npm registry (@fontsource/noto-sans, -arabic, -sc, -devanagari), regular and semibold. Each language's faces
// load when it is chosen: their style sheets (a hundred @font-face rules for Chinese alone) were parsed at every
// start before the first paint. The other languages' load when the broker reaches for the language menu (it names
// each language in its own script), not while the window starts: parsing their sheets and laying the page out again
// as faces arrived kept the just-shown form busy for a few hundred milliseconds. A face's files are fetched only when
// a character of its range is shown. They are found by glob so that a checkout without them still builds (falling
// back to system fonts) rather than failing.
import type { Lang } from '#shared/domain/lang';

const SHEETS = import.meta.glob([
  '../../../node_modules/@fontsource/noto-sans/{400,600}.css',
  '../../../node_modules/@fontsource/noto-sans-arabic/{400,600}.css',
  '../../../node_modules/@fontsource/noto-sans-sc/{400,600}.css',
  '../../../node_modules/@fontsource/noto-sans-devanagari/{400,600}.css',
]);

/** The families a language reads in: Latin and Cyrillic for all (numbers, names), then its own script. */
const FAMILIES: Readonly<Record<Lang, readonly string[]>> = {
  en: ['noto-sans/'],
  ru: ['noto-sans/'],
  ar: ['noto-sans/', 'noto-sans-arabic/'],
  zh: ['noto-sans/', 'noto-sans-sc/'],
  hi: ['noto-sans/', 'noto-sans-devanagari/'],
};

const loaded = new Map<string, Promise<unknown>>();

function load(family: string): Promise<unknown> {
  const sheets = Object.entries(SHEETS).filter(([path]) => path.includes(`/@fontsource/${family}`));
  let done = loaded.get(family);
  if (!done) loaded.set(family, (done = Promise.all(sheets.map(([, sheet]) => sheet()))));
  return done;
}

/** Loads the faces `lang` reads in (once); resolves when their style sheets are in the page. */
export function loadFontsFor(lang: Lang): Promise<unknown> {
  return Promise.all(FAMILIES[lang].map(load));
}

/** Loads every language's faces (once): when the language menu is about to show the languages' own names. */
export function loadAllFonts(): Promise<unknown> {
  return Promise.all(Object.values(FAMILIES).flat().map(load));
}
