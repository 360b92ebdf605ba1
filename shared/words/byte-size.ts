// A size in bytes as each language writes it ("1.2 MB", "1,2 МБ", "1.2 ميغابايت", "1.2MB"), for the free space a
// full disk has left: the renderer's error messages and the core's answer warnings alike.
import type { Lang } from '../domain/lang';
import { LOCALES } from './plural';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export function byteSizeText(bytes: number, lang: Lang): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  }).format(value);
}
