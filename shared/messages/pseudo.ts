// The pseudo-locale (development and tests only): English with every Latin letter accented, lengthened by about a
// third and set between ［ ］, so a hard-coded string (plain ASCII) and a clipped label (a missing ］) show by looking
// and can be found by a test. Only the literal text of a message changes: its arguments, select and plural keys and
// `#` are as English has them, so a pseudo message formats with the same arguments.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { entrySource, type Catalogue, type FileEntry, type MessageId } from './catalogue';

export const PSEUDO_OPEN = '［';
export const PSEUDO_CLOSE = '］';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ṁ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
}; // prettier-ignore

const VOWEL = /[aeiouAEIOU]/;
/** German and Finnish run about a third longer than English: labels that fit the pseudo text fit them. */
const LENGTHEN = 0.35;
const PAD = '·';

/**
 * Plain text accented and lengthened: vowels doubled (a word stays readable, "Šááṽéé") until the text is about a third
 * longer, then `·` for what is left. Text without letters (a dash, a space between two arguments) is kept as it is.
 */
export function pseudoText(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  let extra = Math.ceil(letters * LENGTHEN);
  let out = '';
  for (const ch of text) {
    const accented = ACCENTED[ch] ?? ch;
    out += accented;
    if (extra > 0 && VOWEL.test(ch)) {
      out += accented;
      extra -= 1;
    }
  }
  // The padding goes before trailing spaces, so it stays with the word it lengthens rather than the argument after.
  const trailing = /\s*$/.exec(out)?.[0] ?? '';
  return out.slice(0, out.length - trailing.length) + PAD.repeat(extra) + trailing;
}

function pseudoElements(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el): MessageFormatElement => {
    if (el.type === TYPE.literal) return { ...el, value: pseudoText(el.value) };
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]),
      );
      return { ...el, options };
    }
    if (el.type === TYPE.tag) return { ...el, children: pseudoElements(el.children) };
    return el;
  });
}

/** A parsed message in the pseudo-locale, between its markers (joined to its first and last text, as parsing would). */
export function pseudoAst(ast: readonly MessageFormatElement[]): MessageFormatElement[] {
  const out = pseudoElements(ast);
  const first = out[0];
  if (first?.type === TYPE.literal) out[0] = { ...first, value: PSEUDO_OPEN + first.value };
  else out.unshift({ type: TYPE.literal, value: PSEUDO_OPEN });
  const last = out[out.length - 1];
  if (last?.type === TYPE.literal) out[out.length - 1] = { ...last, value: last.value + PSEUDO_CLOSE };
  else out.push({ type: TYPE.literal, value: PSEUDO_CLOSE });
  return out;
}

/** An ICU message in the pseudo-locale: its literal text transformed, everything else as it was. */
export function pseudoMessage(source: string): string {
  return printAST(pseudoAst(parse(source)));
}

/** A whole catalogue in the pseudo-locale, parsed forms included (the formatter takes a message's `ast` first). */
export function pseudoCatalogue(catalogue: Catalogue): Readonly<Record<MessageId, Required<FileEntry>>> {
  const out: Record<string, Required<FileEntry>> = {};
  for (const [id, entry] of Object.entries(catalogue)) {
    const source = entrySource(entry);
    const ast = pseudoAst(typeof source === 'string' ? parse(source) : source);
    out[id] = { message: printAST(ast), ast };
  }
  return out as Record<MessageId, Required<FileEntry>>;
}
