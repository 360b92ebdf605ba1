// What the pseudo-locale's walk reads off a page: visible text the pseudo-locale did not reach (a hard-coded string)
// and elements that cut their text off at the side. Data is told apart by what the data service gave: every text
// value of the host's answers to the window (POST /api/invoke/…) is collected as the page receives it.
import type { Page, Response } from 'playwright-core';

export interface Unreached {
  text: string;
  /** The text of the node's parent and grandparent: a value the views split into parts (an e-mail address). */
  context: string[];
  /** Where it is: the nearest test id and the element's tag, for finding it in the code. */
  where: string;
}

export interface Clipped {
  text: string;
  where: string;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * Keys of an answer whose text is the core's own English, not the data service's: an error's or a warning's
 * `message` (for logs; the window words it again) and the rules an analysis states (the client report's, the
 * radar's, the outlier rule). They may not count as data, or English shown from them would pass unseen.
 */
const CORE_WORDING = new Set(['message', 'rules', 'rule', 'outlierRule']);

/** The text values of an answer, at any depth, but under the keys of the core's own wording. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.trim().toLowerCase());
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) if (!CORE_WORDING.has(key)) stringsOf(item, into);
}

/** Collects the data the host answers the page with, from now on (call before the page is opened). */
export function collectData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/invoke/')) return;
    response
      .json()
      .then((body: unknown) => stringsOf(body, data))
      .catch(() => undefined);
  });
  return data;
}

/** Parts of a text joined by the separators the views put between data values ("Dubai Marina, Dubai · 2 beds"). */
const SEPARATORS = /\s*(?:[,،;:|/·•›»–—()]|\s-\s)\s*/;

/**
 * A text without its pseudo-locale messages (each between ［ and ］, nested where a message holds another; one cut
 * short by a view runs to the end): what a view put beside them, which must itself be data or transformed.
 */
export function outsideMarkers(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '［') depth += 1;
    else if (ch === '］') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/**
 * Visible text nodes with three ASCII letters in a row and no pseudo-locale letter: neither grid cells, picked places
 * and suggestions (the data service's words, by where they are shown) nor text whose every part is a value the data
 * service gave, nor a name of the `allowed` list (the same in every language). `asData`: the plain texts let through
 * as data or Intl's words, for a person to look over.
 */
export async function unreachedText(page: Page, data: ReadonlySet<string>, allowed: readonly string[]) {
  const found = await page.evaluate(() => {
    const out: { text: string; where: string; context: string[] }[] = [];
    const squeeze = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const describe = (el: Element): string => {
      const id = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
      return `${id} ${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    };
    const shown = (el: Element): boolean => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = squeeze(node.nodeValue);
      const el = node.parentElement;
      if (!el || !/[A-Za-z]{3}/.test(text)) continue;
      if (el.closest('script, style, noscript, .ag-cell, .sf-chip, [data-testid="picker-option"]')) continue;
      const context = [el, el.parentElement].flatMap((e) => (e ? [squeeze(e.textContent)] : []));
      if (shown(el)) out.push({ text, where: describe(el), context });
    }
    // What a text box shows before anything is typed, and the chosen item of a drop-down, are words on screen too.
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      if (input.placeholder && !input.value && shown(input))
        out.push({ text: input.placeholder.trim(), where: `${describe(input)}[placeholder]`, context: [] });
    }
    // A tooltip and a name for screen readers are words too, shown on hover or read aloud.
    for (const el of document.querySelectorAll('[title], [aria-label]')) {
      if (el.closest('.ag-cell') || !shown(el)) continue;
      for (const attr of ['title', 'aria-label']) {
        const text = squeeze(el.getAttribute(attr));
        if (text) out.push({ text, where: `${describe(el)}[${attr}]`, context: [] });
      }
    }
    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0]?.textContent?.trim() ?? '';
      if (chosen && shown(select)) out.push({ text: chosen, where: `${describe(select)} option`, context: [] });
    }
    // Intl's own words in the window's English locale (month names in a date, "AM"): Intl words every language.
    const locale = document.documentElement.lang || 'en';
    const intlWords = new Set<string>();
    for (let month = 0; month < 12; month++) {
      for (const style of ['short', 'long'] as const) {
        const name = new Intl.DateTimeFormat([`${locale}-AE`, locale], { month: style }).format(
          new Date(2026, month, 15),
        );
        intlWords.add(name.replace(/\.$/, '').toLowerCase());
      }
    }
    return { out, intlWords: [...intlWords] };
  });
  const pseudoLetter = /[\u00C0-\u024F\u1E00-\u1EFF]/;
  const sameEverywhere = new Set([...allowed.flatMap((a) => a.toLowerCase().split(' ')), ...found.intlWords]);
  // A part is fine when it is data, or holds no ASCII word other than Intl's and the names the same everywhere.
  const isData = (part: string): boolean => {
    const p = part.trim().toLowerCase();
    if (data.has(p) || sameEverywhere.has(p)) return true;
    // A web or e-mail address is shown shortened ("www.…" for "https://www.…"): part of one the service gave.
    if (/^\S*[.@]\S*$/.test(p) && [...data].some((d) => d.includes(p))) return true;
    const words = p.match(/[a-z]{3,}/g) ?? [];
    return words.every((w) => sameEverywhere.has(w));
  };
  const unreached: Unreached[] = [];
  const asData = new Set<string>();
  for (const node of found.out) {
    const rest = outsideMarkers(node.text);
    if (!/[A-Za-z]{3}/.test(rest) || pseudoLetter.test(rest)) continue;
    const byWords = isData(rest) || rest.split(SEPARATORS).every(isData);
    if (byWords || node.context.some((c) => data.has(c.toLowerCase()))) asData.add(node.text);
    else unreached.push(node);
  }
  return { unreached, asData: [...asData] };
}

/**
 * Elements that hide what sticks out at their side (`overflow: hidden` or `clip`, or a scroll that is not a table's)
 * and have text sticking out, without an ellipsis to say so. Inside the grid and the charts, the libraries clip
 * their own scrolled parts by design.
 */
export async function clippedText(page: Page): Promise<Clipped[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string; scrollWidth: number; clientWidth: number }[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.scrollWidth <= el.clientWidth + 1 || !(el.textContent ?? '').trim()) continue;
      if (el.closest('.ag-root-wrapper, .recharts-wrapper, svg')) continue;
      const style = getComputedStyle(el);
      // A table may scroll sideways inside its card by design; any other box that scrolls sideways hides text behind
      // a scroll nobody expects (a sidebar whose longest name is wider than it), which is clipping too.
      const scrolls = ['auto', 'scroll'].includes(style.overflowX) && !el.querySelector(':scope > table');
      const hides = ['hidden', 'clip'].includes(style.overflowX) || scrolls;
      if (!hides || style.textOverflow === 'ellipsis') continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // A visually hidden label for screen readers (1 px, clipped) and a heading folded to a rule (the compact
      // sidebar's) are meant to be unseen.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      const id = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
      out.push({
        text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
        where: `${id} ${el.tagName.toLowerCase()}.${(typeof el.className === 'string' ? el.className : '').split(' ')[0]}`,
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      });
    }
    return out;
  });
}
