// The icons' shapes are lucide's as lucide-react draws them: each icon, drawn as one element with its shapes as
// markup, is the same SVG as lucide-react's component with the same properties (but for lucide-react's own classes).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ArrowLeftRight,
  Bell,
  BriefcaseBusiness,
  Building2,
  ChartLine,
  Check,
  ChevronDown,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  Download,
  FileText,
  Hammer,
  History,
  House,
  type LucideIcon,
  Moon,
  Radar,
  Scale,
  Settings,
  Star,
  Sun,
  UserRound,
} from 'lucide-react';
import { ICON_SHAPES } from './icon-shapes';
import { Icon, type IconName } from './icons';

const LUCIDE = {
  listings: House,
  projects: Building2,
  transactions: ArrowLeftRight,
  agents: UserRound,
  agencies: BriefcaseBusiness,
  developers: Hammer,
  market: ChartLine,
  radar: Radar,
  report: FileText,
  compare: Scale,
  portfolios: History,
  saved: Star,
  alerts: Bell,
  settings: Settings,
  download: Download,
  done: Check,
  collapse: ChevronsLeft,
  expand: ChevronsRight,
  closed: ChevronRight,
  open: ChevronDown,
  light: Sun,
  dark: Moon,
} as const satisfies Record<IconName, LucideIcon>;

/** An `<svg>`'s attributes (lucide-react's own classes left out) and the markup inside it. */
function parts(html: string): { attributes: Record<string, string>; inner: string } {
  const match = /^<svg([^>]*)>(.*)<\/svg>$/s.exec(html);
  if (!match) throw new Error(`not one svg element: ${html}`);
  const attributes: Record<string, string> = {};
  for (const [, key = '', value = ''] of (match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) attributes[key] = value;
  if (attributes.class !== undefined) {
    attributes.class = attributes.class
      .split(' ')
      .filter((name) => !name.startsWith('lucide'))
      .join(' ');
  }
  return { attributes, inner: match[2] ?? '' };
}

describe('icons', () => {
  it.each(Object.keys(LUCIDE) as IconName[])('draws %s as lucide-react draws it', (name) => {
    const Drawn = LUCIDE[name];
    for (const flip of [false, true]) {
      const ours = parts(renderToStaticMarkup(<Icon name={name} flip={flip} />));
      const theirs = parts(
        renderToStaticMarkup(
          <Drawn
            className={flip ? 'icon icon-flip' : 'icon'}
            aria-hidden="true"
            focusable="false"
            size="1.15em"
            strokeWidth={1.75}
            data-icon={name}
          />,
        ),
      );
      expect(ours.inner, `lucide-react draws ${name} (${Drawn.displayName}) now as:\n${theirs.inner}`).toBe(
        theirs.inner,
      );
      expect(ours.attributes).toEqual(theirs.attributes);
    }
  });

  it('has a lucide drawing for every icon, and shapes that are only shapes', () => {
    expect(Object.keys(ICON_SHAPES).sort()).toEqual(Object.keys(LUCIDE).sort());
    for (const shapes of Object.values(ICON_SHAPES)) {
      expect(shapes).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse)( [a-z-]+="[^"<>]*")*><\/\2>)+$/);
    }
  });
});
