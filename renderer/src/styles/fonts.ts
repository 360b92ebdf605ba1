// Fonts bundled with the renderer, so Arabic, Chinese and Hindi render on a machine without those system fonts: the Noto
// families from the npm registry (@fontsource/noto-sans, -arabic, -sc, -devanagari), regular and semibold. Each language's faces
// load when it is chosen: their style sheets (a hundred @font-face rules for Chinese alone) were parsed at every
// start before the first paint. The other languages' load when the broker reaches for the language menu (it names
// each language in its own script), not while the window starts: parsing their sheets and laying the page out again
// as faces arrived kept the just-shown form busy for a few hundred milliseconds. A face's files are fetched only when
// a character of its range is shown. Which families a language reads in is its catalogue's (`language.fonts`,
// shared/domain/lang.ts's LANGUAGES). Every installed @fontsource package is globbed, so a new language's font is its
// package in package.json and nothing here; each sheet is a chunk of its own, loaded only when a language names its
// family, and a checkout without a package still builds (the language then falls back to the system's fonts).
import { LANGS, LANGUAGES, type Lang } from '#shared/domain/lang';

const SHEETS = import.meta.glob('../../../node_modules/@fontsource/*/{400,600}.css');

/** The @fontsource package of a family ("Noto Sans SC" → "noto-sans-sc/"), as its folder is named. */
const packageOf = (family: string) => `${family.toLowerCase().replace(/\s+/g, '-')}/`;

/**
 * The bundled families a language reads in (those not bundled are left to the system). None for a language that
 * names no fonts (English, Russian: the system's own face reads them): loading Noto Sans for them at start cost two
 * style sheets and a layout more before the form, for a face their text never used.
 */
function familiesOf(lang: Lang): string[] {
  return LANGUAGES[lang].fonts.map(packageOf);
}

/** The CSS font stack of a language that names its fonts: its families first, then the system's. */
export function fontStackOf(lang: Lang): string | null {
  const { fonts } = LANGUAGES[lang];
  return fonts.length === 0 ? null : `${fonts.map((f) => `'${f}'`).join(', ')}, system-ui, 'Segoe UI', sans-serif`;
}

/**
 * The page in a language: its `lang` and direction, and its font stack as `--lang-font`, which app.css's `--font`
 * reads before its default stack (a rule of higher rank, the printed report's Arabic, still sets `--font` itself).
 * The window, the printed report and the grid's bench.
 */
export function showPageIn(lang: Lang, root: HTMLElement = document.documentElement): void {
  root.lang = lang;
  root.dir = LANGUAGES[lang].direction;
  const stack = fontStackOf(lang);
  if (stack) root.style.setProperty('--lang-font', stack);
  else root.style.removeProperty('--lang-font');
}

const loaded = new Map<string, Promise<unknown>>();

function load(family: string): Promise<unknown> {
  const sheets = Object.entries(SHEETS).filter(
    ([path]) => path.includes(`/@fontsource/${family}`) && /\/\d+\.css$/.test(path),
  );
  let done = loaded.get(family);
  if (!done) loaded.set(family, (done = Promise.all(sheets.map(([, sheet]) => sheet()))));
  return done;
}

/** Loads the faces `lang` reads in (once); resolves when their style sheets are in the page. */
export function loadFontsFor(lang: Lang): Promise<unknown> {
  return Promise.all(familiesOf(lang).map(load));
}

/** Loads every language's faces (once): when the language menu is about to show the languages' own names. */
export function loadAllFonts(): Promise<unknown> {
  return Promise.all([...new Set(LANGS.flatMap(familiesOf))].map(load));
}
