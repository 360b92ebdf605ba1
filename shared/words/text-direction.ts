// Which way a text of the data service reads. `dir="auto"` goes by the first strong letter, so an Arabic description
// that opens with a developer's Latin name ("Altavera Development شركة تطوير …") was laid out left to right, its
// sentence broken around the name. The script most of its letters are in decides instead.
const ARABIC_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/gu;
const LETTER = /\p{L}/gu;

export function textDirection(text: string): 'rtl' | 'ltr' {
  const rtl = text.match(ARABIC_LETTER)?.length ?? 0;
  const letters = text.match(LETTER)?.length ?? 0;
  return rtl > letters - rtl ? 'rtl' : 'ltr';
}
