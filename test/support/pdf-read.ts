// Reads a printed PDF back as a person's tools would (poppler-utils: pdfinfo, pdftotext, pdftoppm), and matches text
// in it: Arabic is compared word by word with its marks and the direction controls pdftotext adds taken out, as
// extraction puts a right-to-left line's punctuation and embedded Latin words where it sees them.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface PdfInfo {
  pages: number;
  /** Width and height in points. */
  size: [number, number];
  /** pdfinfo's own name for the size ("A4"). */
  sizeName: string | null;
  tagged: boolean;
  title: string;
}

export function pdfInfo(file: string): PdfInfo {
  const text = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const field = (name: string): string => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
  const size = /^([\d.]+) x ([\d.]+) pts(?: \((\w+)\))?/.exec(field('Page size'));
  return {
    pages: Number(field('Pages')),
    size: [Number(size?.[1]), Number(size?.[2])],
    sizeName: size?.[3] ?? null,
    tagged: field('Tagged') === 'yes',
    title: field('Title'),
  };
}

/** The PDF's text, whitespace collapsed, and without the direction controls extraction wraps right-to-left runs in. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ');
}

/** Arabic without its marks (tanween, shadda, vowels), which extraction may attach to the neighbouring letter. */
const bare = (text: string): string => text.replace(/[\u064b-\u065f\u0670]/g, '');

/** The words of `sentence` (letters and digits of any script) that the text lacks, compared without marks. */
export function missingWords(text: string, sentence: string): string[] {
  const haystack = bare(text).replace(/\s+/g, '');
  const words = bare(sentence).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => !haystack.includes(word));
}

/** Renders page 1 at `dpi` into `folder` as `<name>-1.png` (pdftoppm's naming); returns its path. */
export function firstPagePng(file: string, folder: string, name: string, dpi = 60): string {
  mkdirSync(folder, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', file, join(folder, name)]);
  return join(folder, `${name}-1.png`);
}
