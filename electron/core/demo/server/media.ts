// Generated images for demo photos and logos: a tinted SVG per id, so galleries have something to show offline.
import { hashString } from '../random';

const KIND_LABEL: Readonly<Record<string, string>> = {
  listing: 'Listing photo',
  project: 'Project',
  agent: 'Agent',
  agency: 'Agency',
  developer: 'Developer',
};

export function mediaSvg(kind: string, id: string, n: string): string {
  const hue = hashString(`${id}:${n}`) % 360;
  const label = KIND_LABEL[kind] ?? 'Image';
  const initials = id.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,38%)"/></linearGradient></defs>
<rect width="640" height="420" fill="url(#g)"/>
<path d="M0 330 L140 210 L250 290 L390 150 L640 330 L640 420 L0 420 Z" fill="rgba(255,255,255,0.18)"/>
<text x="32" y="56" font-family="sans-serif" font-size="26" fill="#fff" opacity="0.9">${label} ${Number(n) + 1}</text>
<text x="32" y="392" font-family="sans-serif" font-size="18" fill="#fff" opacity="0.75">Aqar Lens demo · ${initials}</text>
</svg>`;
}
